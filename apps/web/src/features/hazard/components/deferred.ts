/**
 * What the page shows once its map has painted, in one chunk of its own (the weight sliders, a
 * unit's panel, the ranking table, the method): neither its code nor its requests stand between a
 * slow network and the first map. The page requests it as it mounts.
 */
export { Methodology } from './Methodology.tsx';
export { RankingTable } from './RankingTable.tsx';
export { UnitPanel } from './UnitPanel.tsx';
export { WeightControls } from './WeightControls.tsx';
