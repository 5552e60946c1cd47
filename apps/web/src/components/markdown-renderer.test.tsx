import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer from './MarkdownRenderer.tsx';

const levels = (container: HTMLElement) => [...container.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => h.tagName);

describe('the markdown of a chat reply', () => {
  it('starts its headings at h2 under the page’s h1 and keeps their distance (axe heading-order)', () => {
    const event = render(
      <MarkdownRenderer foldCode="Voir la requête">{'### Inondation de 2022\n\n- Décès : 3'}</MarkdownRenderer>,
    );
    expect(levels(event.container)).toEqual(['H2']);
    const profile = render(
      <MarkdownRenderer foldCode="Voir la requête">
        {'#### Population\n\ntext\n\n#### Inondations\n\n##### Détail\n\n```sql\n# not a heading\n```'}
      </MarkdownRenderer>,
    );
    expect(levels(profile.container)).toEqual(['H2', 'H2', 'H3']);
  });

  it('leaves the headings of other markdown (the report dialog) as written', () => {
    const report = render(<MarkdownRenderer>{'## Périmètre\n\n### Détail'}</MarkdownRenderer>);
    expect(levels(report.container)).toEqual(['H2', 'H3']);
  });
});
