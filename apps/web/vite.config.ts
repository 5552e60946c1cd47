import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_MAP_URLS } from './src/features/hazard/api/urls.ts';

/**
 * Deep links whose lazy chunks (Ant Design's provider, the protected layout's and the page's)
 * `shell.js` and the server's Link header preload with the entry: otherwise each would be requested
 * only when the one before it has run, a round trip each on a slow network. Path → source modules;
 * `app.tsx` (its DEEP_LINKS) waits for the same modules before its first render.
 */
const PROTECTED = ['src/components/AntdProvider.tsx', 'src/components/ProtectedLayout.tsx'];
const DEEP_LINKS: Record<string, string[]> = {
  '/about': ['src/components/AntdProvider.tsx', 'src/features/about/AboutPage.tsx'],
  '/auth_denied': ['src/components/AntdProvider.tsx', 'src/features/auth/AuthDeniedPage.tsx'],
  '/home': [...PROTECTED, 'src/features/home/HomePage.tsx'],
  '/response_advisor': [
    ...PROTECTED,
    'src/features/advisor/ResponseAdvisorPage.tsx',
    'src/features/advisor/api/prefetch.ts',
  ],
  '/geodata_explorer': [...PROTECTED, 'src/features/geodata/GeoDataExplorerPage.tsx'],
  '/flood_analysis': [...PROTECTED, 'src/features/geodata/FloodAnalysisPage.tsx'],
  // The map paints before Ant Design has arrived: it is not preloaded (it would share the network).
  '/hazard_scoring': ['src/components/ProtectedLayout.tsx', 'src/features/hazard/HazardScoringPage.tsx'],
};

/**
 * Deep links whose first screen waits for API data: `shell.js` requests it with the user's token as
 * it runs, beside the code (the app takes the answers, `lib/early-fetch.ts`), rather than once the
 * app has loaded and started. Path → same-origin API URLs.
 */
const DEEP_LINK_DATA: Record<string, readonly string[]> = {
  '/hazard_scoring': FIRST_MAP_URLS,
};

/**
 * Deep links whose first screen a small module of its own draws before the app has arrived, with
 * the data `shell.js` requested (DEEP_LINK_DATA): path → that module, an entry of the build. It
 * paints the hazard map while React and the route's code are still on their way (ADR 057).
 */
const FIRST_PAINT: Record<string, string> = {
  '/hazard_scoring': 'src/features/hazard/first-map.ts',
};

/**
 * The script inlined before shell.js (src/shell/early.js): a deep link's data requested as the page
 * arrives. Its comments and indentation left out; the server allows it by its hash in the CSP.
 */
const EARLY_SCRIPT = readFileSync(join(import.meta.dirname, 'src/shell/early.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
  .join('\n');
if (EARLY_SCRIPT.includes('</')) throw new Error('src/shell/early.js: "</" cannot be inlined in a script element');

/**
 * The landing page paints its static shell before any of the app is fetched (ADR 020).
 *
 * In the built `index.html`: the stylesheet is inlined (one render-blocking round trip less), and
 * the entry `<script type="module">` and the modules to preload with it move to data attributes
 * of `shell.js`, which requests them once the shell has painted. So neither the download nor the
 * start-up of the app can delay the first paint, on a fast machine (where the browser would
 * otherwise run the app before painting) as on a slow network. The CSP allows no inline script,
 * hence the external `shell.js`. The dev server keeps Vite's own entry script.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'sfp-paint-shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let entry: string | undefined;
        const preloads: string[] = [];
        let out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).trim()}</style>`;
          });
        if (!entry) throw new Error('index.html: no entry module script found');
        if (!out.includes('<style>')) throw new Error('index.html: the entry has no stylesheet to inline');
        // main.tsx imports the app in stages (dynamic imports, each evaluated in its own task):
        // preload those chunks and their imports with the entry, or each would wait for the last.
        const bundle = ctx.bundle ?? {};
        const main = bundle[entry.slice(1)];
        const add = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || `/${file}` === entry || preloads.includes(`/${file}`)) return;
          preloads.push(`/${file}`);
          chunk.imports.forEach(add);
        };
        if (main?.type === 'chunk') main.dynamicImports.forEach(add);
        // Per deep link: its chunks, their static imports and their stylesheets (not those above).
        // (The app's stylesheet, inlined above, belongs to the entry alone: no lazy chunk's import
        // fetches it again.)
        const routes: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(DEEP_LINKS)) {
          const files: string[] = [];
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (chunk?.type !== 'chunk' || `/${file}` === entry || preloads.includes(`/${file}`)) return;
            if (files.includes(`/${file}`)) return;
            files.push(`/${file}`);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
            chunk.imports.forEach(visit);
          };
          for (const module of modules) {
            const chunk = Object.values(bundle).find(
              (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(`/${module}`)),
            );
            if (!chunk) throw new Error(`vite.config.ts DEEP_LINKS: no chunk for ${module}`);
            visit(chunk.fileName);
          }
          routes[path] = files;
        }
        // Per first-paint module: its entry chunk, which imports nothing.
        const first: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(FIRST_PAINT)) {
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(`/${module}`),
          );
          if (chunk?.type !== 'chunk') throw new Error(`vite.config.ts FIRST_PAINT: no entry chunk for ${module}`);
          // Self-contained (isolateFirstPaint): it must not wait for any of the app's chunks.
          if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
            throw new Error(
              `vite.config.ts FIRST_PAINT: ${module} imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}`,
            );
          }
          const files = [`/${chunk.fileName}`];
          first[path] = files;
        }
        const shell = '<script src="/shell.js"></script>';
        if (!out.includes(shell)) throw new Error(`index.html: ${shell} not found`);
        const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        out = out.replace(
          shell,
          `<script data-sfp-early data-fetch="${attr(DEEP_LINK_DATA)}" data-first="${attr(first)}">${EARLY_SCRIPT}</script>` +
            `<script src="/shell.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" data-routes="${attr(routes)}"></script>`,
        );
        // Nothing may be fetched or run by the page itself before the shell's paint.
        if (/<script type="module"|rel="modulepreload"|rel="stylesheet"/.test(out)) {
          throw new Error('index.html: a stylesheet, module preload or module script was left');
        }
        return out;
      },
    },
  };
}

/**
 * Each first-paint module (FIRST_PAINT) gets copies of its own of the modules it imports (each id
 * tagged with a query): shared with the app, they would be put in the app's chunks (React, i18n,
 * the router…), and the small module would wait for all of them, which is what it is there to
 * avoid. So its chunk holds all it needs, once.
 */
function isolateFirstPaint(): Plugin {
  const TAG = 'sfp-first-paint';
  const entries = Object.values(FIRST_PAINT).map((m) => `/${m}`);
  return {
    name: 'sfp-isolate-first-paint',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      if (!importer.includes(TAG) && !entries.some((e) => importer.endsWith(e))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) return resolved;
      return { ...resolved, id: `${resolved.id}${resolved.id.includes('?') ? '&' : '?'}${TAG}` };
    },
    // A tagged JSON file is no longer recognised as JSON by its name: loaded as a module of named
    // exports here (the build keeps only the texts imported).
    load(id) {
      if (!id.includes(TAG) || !/\.json\?/.test(id)) return null;
      const data = JSON.parse(readFileSync(id.slice(0, id.indexOf('?')), 'utf8')) as Record<string, unknown>;
      const named = Object.entries(data).filter(([key]) => /^[A-Za-z_$][\w$]*$/.test(key));
      return named.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`).join('\n');
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, at the
 * highest levels, once: the server sends them to browsers that accept them (`preCompressed`),
 * so a phone on a slow network downloads about a third of the bytes, at no CPU cost per request.
 */
function precompress(): Plugin {
  let publicDir = '';
  const compress = (data: Buffer, out: string) => {
    if (data.length < 1024) return;
    writeFileSync(`${out}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${out}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  };
  return {
    name: 'sfp-precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const file of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(file)) compress(readFileSync(join(dir, file)), join(dir, file));
      }
      // The public files too (shell.js, requested first on every visit), from their source.
      for (const file of publicDir ? readdirSync(publicDir) : []) {
        if (/\.(js|css|svg|json)$/.test(file)) compress(readFileSync(join(publicDir, file)), join(dir, file));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), isolateFirstPaint(), paintShellFirst(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/conversation_manager': 'http://localhost:8000',
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // The hazard map's chunk (MapLibre, ~1 MB, fetched by that page alone) is over Vite's 500 kB
    // default: without this, every first `npm start` ends its build with a warning an operator
    // cannot act on. A chunk larger than the map's still warns.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // The app (index.html) and the modules that draw a deep link's first screen before it (FIRST_PAINT).
      input: {
        index: 'index.html',
        ...Object.fromEntries(Object.values(FIRST_PAINT).map((m) => [m.replace(/^.*\/|\.ts$/g, ''), m])),
      },
      output: {
        // Fewer, larger chunks (each group takes its modules' dependencies with it): on a slow
        // network every request costs a round trip, and over HTTP/1.1's six connections many
        // small chunks queue. The start-up stages of main.tsx (React DOM; i18n and the HTTP client;
        // the app) keep a chunk each, so each is still evaluated in a task of its own; Ant Design's
        // provider and the controls nearly every signed-in page shows are one chunk, the signed-in
        // pages' layout with what it shares with them another.
        codeSplitting: {
          groups: [
            // React, with Vite's preload helper, which the entry and every chunk with a dynamic
            // import use (in the app's chunk, the entry would import and so run the app at once).
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
              priority: 40,
            },
            // i18n (i18next and the texts) with the HTTP client (axios): one start-up stage, one
            // request (each is a round trip, and a slot of six, on a slow network).
            { name: 'core', test: /[\\/]src[\\/]lib[\\/](i18n|http)\.ts$/, priority: 30 },
            // With the app: the icons' shared code (the layout and nearly every page draw icons), and
            // the warning icon, which the hazard page's disclaimer draws before Ant Design (whose
            // Alert uses it too) has arrived.
            {
              name: 'app',
              test: /[\\/]src[\\/]app[\\/]app\.tsx$|[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|renderUtils|cssUtils|icons[\\/]ExclamationCircleFilled)/,
              priority: 20,
            },
            {
              name: 'antd-core',
              test: /[\\/]node_modules[\\/]antd[\\/]es[\\/](config-provider|button|spin|alert)[\\/]index\.js|[\\/]src[\\/]components[\\/]AntdProvider\.tsx$/,
              priority: 10,
            },
            { name: 'ProtectedLayout', test: /[\\/]src[\\/]components[\\/]ProtectedLayout\.tsx$/, priority: 5 },
          ],
        },
      },
    },
  },
});
