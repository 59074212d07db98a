/**
 * The ranking rules of contest boards as pure code (no database, no other area): records in,
 * ranked rows out. The contest area loads the records, keeps boards per contest and serves
 * them; everything about how a record counts and how rows are ordered, ranked and awarded is
 * here.
 */
export { type BoardRules, ContestBoard } from './board';
export { acmRow, boardRow, oiRow, type PageQuery, pagePositions, rankShowName } from './page';
export { type Contestant, type RankRecord, RecordKind, RecordStore, recordKind } from './record-store';
export {
  type AwardTier,
  AwardType,
  awardQuotas,
  rankStanding,
  type Standing,
  type StandingOptions,
} from './standing';
