/** An indent option's range: whole numbers of spaces from `min` to `max`. */
export interface IndentRange {
  min: number;
  max: number;
}

export const isIndentIn = ({ min, max }: IndentRange, indent: number): boolean =>
  Number.isInteger(indent) && indent >= min && indent <= max;
