import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from '@/ui/InputText';

export interface ExpectedDigestFieldProps {
  /** The tool's namespace: it holds the keys expected, expectedPlaceholder and noMatch. */
  ns: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the pasted digest matches: undefined while nothing is pasted or nothing is computed. */
  matches?: boolean;
  /** Shown under the field when it matches (which digest, a badge). */
  matchDescription?: ReactNode;
}

/** The "expected digest" field of hashing tools: paste a checksum, see whether it matches. */
export function ExpectedDigestField({ ns, value, onChange, matches, matchDescription }: ExpectedDigestFieldProps) {
  const { t } = useTranslation(ns);
  return (
    <InputText
      label={t('expected')}
      value={value}
      onChange={onChange}
      placeholder={t('expectedPlaceholder')}
      rawText
      monospace
      clearable
      error={matches === false ? t('noMatch') : undefined}
      description={matches ? matchDescription : undefined}
    />
  );
}
