import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyableOutput } from '@/components/CopyableOutput';
import { InputText } from '@/ui/InputText';
import { Table } from '@/ui/Table';
import { parseUrl, URL_PARTS, type ParsedUrl, type UrlPart } from './logic';
import styles from './ui.module.css';

const DEFAULT_URL = 'https://me:pwd@example.com:3000/url-parser?key1=value&key2=value2#the-hash';

/** The i18n key of each row's label. */
const PART_LABELS: Record<UrlPart, string> = {
  protocol: 'protocol',
  username: 'username',
  password: 'password',
  hostname: 'hostname',
  port: 'port',
  host: 'host',
  origin: 'origin',
  pathname: 'path',
  search: 'params',
  hash: 'hash',
};

const NO_PARAMS: ParsedUrl['params'] = [];

/** One part's field, memoised: a new URL redraws only the parts that changed. */
const PartOutput = memo(CopyableOutput);

/**
 * The query parameters' grid, drawn from a deferred value: a pasted URL shows its parts at once, and
 * the grid (the costly part, tens of cells) follows in an interruptible render.
 */
const QueryParams = memo(function QueryParams({ params }: { params: ParsedUrl['params'] }) {
  const { t } = useTranslation('url-parser');
  return (
    <Card title={t('queryParams')}>
      {params.length ? (
        <Table
          data={params}
          headers={[
            { key: 'key', label: t('key') },
            { key: 'value', label: t('value') },
          ]}
          description={t('queryParams')}
        />
      ) : (
        <p className={styles.empty}>{t('noQueryParams')}</p>
      )}
    </Card>
  );
});

export default function UrlParser() {
  const { t } = useTranslation('url-parser');
  const [state, setState] = useToolState({ url: DEFAULT_URL });
  const setter = useFieldSetters(setState);
  const parsed = useMemo((): { value?: ParsedUrl; error?: InputError } => {
    try {
      return { value: parseUrl(state.url) };
    } catch (error) {
      if (isInputError(error)) return { error };
      throw error;
    }
  }, [state.url]);
  const url = parsed.value;
  // Keyed by content: a new URL with the same query (only its path edited) does not redraw the grid.
  const paramsKey = JSON.stringify(url?.params ?? NO_PARAMS);
  const params = useDeferredValue(useMemo(() => JSON.parse(paramsKey) as ParsedUrl['params'], [paramsKey]));

  return (
    <>
      <Card>
        <InputText
          label={t('urlLabel')}
          value={state.url}
          onChange={setter('url')}
          placeholder={t('urlPlaceholder')}
          rawText
          error={parsed.error ? t(parsed.error.key) : undefined}
        />
        {URL_PARTS.map((part) => (
          <PartOutput
            key={part}
            label={t(PART_LABELS[part])}
            value={url?.parts[part] ?? ''}
            description={
              part === 'hostname' && url?.unicodeHostname ? t('unicodeHostname', { hostname: url.unicodeHostname }) : undefined
            }
          />
        ))}
      </Card>
      <QueryParams params={params} />
    </>
  );
}
