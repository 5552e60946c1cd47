import type { HazardWeights } from '@sfp/contracts';
import { HAZARD_DIMENSIONS } from '@sfp/contracts/hazard-constants';
import { Button, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUAL_WEIGHTS } from '../lib/weights.ts';

const MAX_WEIGHT = 3;

/** A slider per dimension (0–3, step 0.5) and "reset" to equal weights. */
export function WeightControls({ weights, onChange }: { weights: HazardWeights; onChange(w: HazardWeights): void }) {
  const { t } = useTranslation('hazard');
  const equal = HAZARD_DIMENSIONS.every((d) => weights[d] === 1);
  return (
    <section className="sfp-hz-weights" aria-labelledby="sfp-hz-weights-title">
      <h2 id="sfp-hz-weights-title">{t('weights_title')}</h2>
      <p className="sfp-hz-help">{t('weights_help')}</p>
      {HAZARD_DIMENSIONS.map((d) => {
        const label = t('weight_label', { dimension: t(`dimension.${d}`) });
        return (
          <div key={d} className="sfp-hz-weight">
            <span id={`sfp-hz-w-${d}`}>{t(`dimension.${d}`)}</span>
            <Slider
              min={0}
              max={MAX_WEIGHT}
              step={0.5}
              value={weights[d]}
              onChange={(v: number) => onChange({ ...weights, [d]: v })}
              ariaLabelForHandle={label}
              tooltip={{ open: false }}
            />
            <output aria-label={label}>{weights[d]}</output>
          </div>
        );
      })}
      <Button onClick={() => onChange(EQUAL_WEIGHTS)} disabled={equal}>
        {t('reset')}
      </Button>
    </section>
  );
}
