/** The cost limits, without bcryptjs: the page imports this, the kdf worker imports logic.ts. */
export const MIN_COST = 4;
export const MAX_COST = 31;
/** Above this cost a hash takes seconds: the page warns. */
export const SLOW_COST = 14;

export const isValidCost = (cost: number): boolean => Number.isInteger(cost) && cost >= MIN_COST && cost <= MAX_COST;
