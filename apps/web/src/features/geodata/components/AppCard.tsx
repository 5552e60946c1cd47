import type { ReactNode } from 'react';

/**
 * An application card of the GeoData Explorer: cover, body, one action below a rule, drawn as Ant
 * Design's bordered Card draws it (same boxes, sizes and colours, geodata.css). Its own markup:
 * antd's Card brings its tabs, dropdown, skeleton and form-context code (about 40 KB gzipped, a
 * dozen requests) into the page for two static cards.
 */
export function AppCard({ cover, action, children }: { cover: ReactNode; action: ReactNode; children: ReactNode }) {
  return (
    <div className="sfp-geo-card">
      <div className="sfp-geo-card-cover">{cover}</div>
      <div className="sfp-geo-card-body">{children}</div>
      <ul className="sfp-geo-card-actions">
        <li>
          <span>{action}</span>
        </li>
      </ul>
    </div>
  );
}
