// A small local ESLint rule for the dependency directions of docs/architecture.md: zones of files
// (`target`) that must not import files of other zones (`from`), relative imports resolved to
// repository paths and matched with globs. Package imports are left to `no-restricted-imports`.
import { dirname, relative, resolve } from 'node:path';
import { minimatch } from 'minimatch';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const toRepoPath = (absolute) => relative(ROOT, absolute).split('\\').join('/');
const matchesAny = (path, globs) => globs.some((glob) => minimatch(path, glob, { dot: true }));
const asArray = (value) => (Array.isArray(value) ? value : value ? [value] : []);

const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross the layers of docs/architecture.md' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: {},
                from: {},
                except: {},
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = toRepoPath(context.filename);
    const active = zones.filter((zone) => matchesAny(file, asArray(zone.target)));
    if (active.length === 0) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = toRepoPath(resolve(dirname(context.filename), source));
      for (const zone of active) {
        if (matchesAny(imported, asArray(zone.from)) && !matchesAny(imported, asArray(zone.except))) {
          context.report({
            node,
            message: `"${source}" crosses a layer: ${zone.message ?? 'import not allowed here'}`,
          });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'restricted-paths': restrictedPaths } };
