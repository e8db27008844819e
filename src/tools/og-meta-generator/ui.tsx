import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextOutput } from '@/components/TextOutput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { oneOf } from '@/lib/query-options';
import { DetailsSection } from './details';
import { CARD_TYPES, metaTags, PAGE_TYPES, pageTypeOf, parseDetails, type Details } from './logic';
import styles from './ui.module.css';

const defaults = {
  type: 'website',
  title: '',
  description: '',
  url: '',
  image: '',
  imageAlt: '',
  imageWidth: '',
  imageHeight: '',
  twitterCard: 'summary_large_image',
  twitterSite: '',
  twitterCreator: '',
  /** The type's detail fields as JSON (property → values); cleared when the type changes. */
  details: '',
};
type TextKey = Exclude<keyof typeof defaults, 'type' | 'twitterCard' | 'details'>;

const CARD_LABELS: Record<(typeof CARD_TYPES)[number], string> = {
  summary: 'summary',
  summary_large_image: 'summaryLargeImage',
  app: 'app',
  player: 'player',
};

/**
 * One text field, memoised with a stable callback: typing in one field re-renders only that field
 * (each is a React Aria TextField, costly on a slow phone), not the eleven others.
 */
const MetaField = memo(function MetaField(props: {
  field: TextKey;
  label: string;
  placeholder?: string;
  value: string;
  onField: (field: TextKey, value: string) => void;
}) {
  const { field, onField } = props;
  return (
    <InputText
      label={props.label}
      value={props.value}
      onChange={(value) => onField(field, value)}
      placeholder={props.placeholder}
    />
  );
});

export default function OgMetaGenerator() {
  const { t } = useTranslation('og-meta-generator');
  const [state, setState] = useToolState(defaults, {
    query: ['type', 'twitterCard'],
    valid: { type: oneOf(PAGE_TYPES.map((page) => page.value)), twitterCard: oneOf(CARD_TYPES) },
  });
  const type = pageTypeOf(state.type);
  const details = useMemo(() => parseDetails(state.details), [state.details]);
  // The tags follow in an interruptible render; the typed field answers at once.
  const output = useDeferredValue(useMemo(() => metaTags({ ...state, details }), [state, details]));

  const typeOptions = useMemo(() => PAGE_TYPES.map((page) => ({ value: page.value, label: t(`types.${page.label}`) })), [t]);
  const cardOptions = useMemo(() => CARD_TYPES.map((card) => ({ value: card, label: t(`cards.${CARD_LABELS[card]}`) })), [t]);
  const onField = useCallback((field: TextKey, value: string) => setState({ [field]: value }), [setState]);
  const onType = useCallback(
    (value: string) => value !== type.value && setState({ type: value, details: '' }),
    [type.value, setState],
  );
  const onCard = useCallback((twitterCard: string) => setState({ twitterCard }), [setState]);
  const onDetails = useCallback((next: Details) => setState({ details: JSON.stringify(next) }), [setState]);
  const text = (field: TextKey, label: string, placeholder?: string) => (
    <MetaField field={field} label={label} placeholder={placeholder} value={state[field]} onField={onField} />
  );

  return (
    <div className={styles.layout}>
      <Card title={t('general')}>
        <div className={styles.grid}>
          <Select<string> label={t('pageType')} value={type.value} onChange={onType} options={typeOptions} />
          {text('title', t('title'))}
          {text('description', t('description'))}
          {text('url', t('url'), t('urlPlaceholder'))}
        </div>
      </Card>
      <Card title={t('image')}>
        <div className={styles.grid}>
          {text('image', t('imageUrl'), t('imageUrlPlaceholder'))}
          {text('imageAlt', t('imageAlt'))}
          {text('imageWidth', t('width'))}
          {text('imageHeight', t('height'))}
        </div>
      </Card>
      <Card title={t('twitter')}>
        <div className={styles.grid}>
          <Select<string> label={t('cardType')} value={state.twitterCard} onChange={onCard} options={cardOptions} />
          {text('twitterSite', t('siteAccount'), t('accountPlaceholder'))}
          {text('twitterCreator', t('creatorAccount'))}
        </div>
      </Card>
      <DetailsSection type={type} details={details} onChange={onDetails} />
      <Card>
        <TextOutput label={t('output')} value={output} monospace autosize />
      </Card>
    </div>
  );
}
