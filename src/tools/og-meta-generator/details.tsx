import { Plus, X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import type { DetailField, Details, PageType } from './logic';
import styles from './ui.module.css';

const DATE_FIELDS = new Set(['publishingDate', 'modificationDate', 'expirationDate', 'releaseDate']);

interface FieldProps {
  field: DetailField;
  values: string[];
  onChange: (values: string[]) => void;
}

/** A single field, or a [multi] one: one input per value ("Actor", "Actor 2"…), add and remove. */
function Field({ field, values, onChange }: FieldProps) {
  const { t } = useTranslation('og-meta-generator');
  const label = t(`fields.${field.label}`);
  const placeholder = DATE_FIELDS.has(field.label) ? t('datePlaceholder') : undefined;
  if (!field.multi) {
    return <InputText label={label} value={values[0] ?? ''} onChange={(value) => onChange([value])} placeholder={placeholder} />;
  }
  const shown = values.length ? values : [''];
  const set = (index: number, value: string) => onChange(shown.map((v, i) => (i === index ? value : v)));
  return (
    <div className={styles.multi}>
      {shown.map((value, index) => {
        const name = index === 0 ? label : t('nth', { label, n: index + 1 });
        return (
          <div key={index} className={styles.multiRow}>
            <InputText label={name} value={value} onChange={(v) => set(index, v)} />
            {index > 0 ? (
              <Button
                quiet
                circle
                size="small"
                className={styles.remove}
                aria-label={t('remove', { label: name })}
                onPress={() => onChange(shown.filter((_, i) => i !== index))}
              >
                <X size={14} aria-hidden />
              </Button>
            ) : null}
          </div>
        );
      })}
      <Button size="small" className={styles.add} onPress={() => onChange([...shown, ''])}>
        <Plus size={14} aria-hidden /> {t('add', { label })}
      </Button>
    </div>
  );
}

/** The "<Type> details" section: the fields of the page type (none for Website). Memoised. */
export const DetailsSection = memo(function DetailsSection({
  type,
  details,
  onChange,
}: {
  type: PageType;
  details: Details;
  onChange: (details: Details) => void;
}) {
  const { t } = useTranslation('og-meta-generator');
  if (!type.fields.length) return null;
  return (
    <Card title={t('typeDetails', { type: t(`types.${type.label}`) })}>
      <div className={styles.grid}>
        {type.fields.map((field) => (
          <Field
            key={field.property}
            field={field}
            values={details[field.property] ?? []}
            onChange={(values) => onChange({ ...details, [field.property]: values })}
          />
        ))}
      </div>
    </Card>
  );
});
