import { ExclamationCircleFilled } from '@ant-design/icons';

/**
 * "A priority index, not a probability": drawn as Ant Design's warning Alert with icon, title and
 * description draws it (same boxes, sizes and colours, hazard.css), in markup of its own so that
 * it paints with the first map, before Ant Design has arrived.
 */
export function Disclaimer({ title, text }: { title: string; text: string }) {
  return (
    <div className="sfp-hz-disclaimer" role="alert">
      <span className="sfp-hz-disclaimer-icon">
        <ExclamationCircleFilled />
      </span>
      <div className="sfp-hz-disclaimer-section">
        <div className="sfp-hz-disclaimer-title">{title}</div>
        <div className="sfp-hz-disclaimer-text">{text}</div>
      </div>
    </div>
  );
}
