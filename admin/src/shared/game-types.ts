/** Game categories (spec §3 game_type_id) as select options and names. */
import { apiGameTypeNames } from 'shared-contracts';

export const gameTypeOptions = Object.entries(apiGameTypeNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
export const gameTypeName = (id: number) => apiGameTypeNames[id] ?? `类别${id}`;
