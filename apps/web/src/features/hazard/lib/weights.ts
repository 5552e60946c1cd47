import type { HazardWeights } from '@sfp/contracts';

/** The weights the page opens with and "reset" returns to. */
export const EQUAL_WEIGHTS: HazardWeights = { hazard_exposure: 1, vulnerability: 1, lack_of_coping_capacity: 1 };
