import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextOutput } from '@/components/TextOutput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { oneOf } from '@/lib/query-options';
import { DetailsSection } from './details';
import { CARD_TYPES, metaTags, PAGE_TYPES, pageTypeOf, parseDetails } from './logic';
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

export default function OgMetaGenerator() {
  const { t } = useTranslation('og-meta-generator');
  const [state, setState] = useToolState(defaults, {
    query: ['type', 'twitterCard'],
    valid: { type: oneOf(PAGE_TYPES.map((page) => page.value)), twitterCard: oneOf(CARD_TYPES) },
  });
  const type = pageTypeOf(state.type);
  const details = useMemo(() => parseDetails(state.details), [state.details]);
  const output = useMemo(() => metaTags({ ...state, details }), [state, details]);

  const typeOptions = PAGE_TYPES.map((page) => ({ value: page.value, label: t(`types.${page.label}`) }));
  const cardOptions = CARD_TYPES.map((card) => ({ value: card, label: t(`cards.${CARD_LABELS[card]}`) }));
  const text = (key: TextKey, label: string, placeholder?: string) => (
    <InputText label={label} value={state[key]} onChange={(value) => setState({ [key]: value })} placeholder={placeholder} />
  );

  return (
    <div className={styles.layout}>
      <Card title={t('general')}>
        <div className={styles.grid}>
          <Select<string>
            label={t('pageType')}
            value={type.value}
            onChange={(value) => value !== type.value && setState({ type: value, details: '' })}
            options={typeOptions}
          />
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
          <Select<string>
            label={t('cardType')}
            value={state.twitterCard}
            onChange={(twitterCard) => setState({ twitterCard })}
            options={cardOptions}
          />
          {text('twitterSite', t('siteAccount'), t('accountPlaceholder'))}
          {text('twitterCreator', t('creatorAccount'))}
        </div>
      </Card>
      <DetailsSection type={type} details={details} onChange={(next) => setState({ details: JSON.stringify(next) })} />
      <Card>
        <TextOutput label={t('output')} value={output} monospace autosize />
      </Card>
    </div>
  );
}
