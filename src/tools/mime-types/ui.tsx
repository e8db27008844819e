import { memo, useCallback, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/Select';
import { VirtualTable } from '@/ui/VirtualTable';
import { extensionsOfType, typeOfExtension } from '@/lib/mime';
import type { MimeData } from './mime-data';
import styles from './ui.module.css';

const loadMimeData = () => import('./mime-data');
// Fetched as soon as this page's code runs, beside the widgets' chunks: the selects wait for it.
void loadMimeData().catch(() => undefined);
const NOTHING: readonly never[] = [];
const NO_ARGS: [] = [];

function Chips({ labelId, values }: { labelId: string; values: readonly string[] }) {
  return (
    <ul className={styles.chips} aria-labelledby={labelId}>
      {values.map((value) => (
        <li key={value} className={styles.chip}>
          {value}
        </li>
      ))}
    </ul>
  );
}

interface CardProps {
  /** Undefined until mime-db has arrived: the select is loading (a press opens it once the data is here). */
  data?: MimeData;
  value: string;
  onChange: (value: string) => void;
}

// Each card is memoised: choosing in one select re-renders that card only, not the other select's
// thousands of options nor the table.
const TypeToExtensions = memo(function TypeToExtensions({ data, value, onChange }: CardProps) {
  const { t } = useTranslation('mime-types');
  const extensions = data && value ? extensionsOfType(data.mimeIndex, value) : NOTHING;
  const labelId = useId();
  return (
    <Card title={t('typeToExtensionTitle')}>
      <Select<string>
        label={t('mimeType')}
        value={extensions.length ? value : null}
        onChange={onChange}
        options={data?.typeOptions ?? NOTHING}
        placeholder={t('mimeTypePlaceholder')}
        searchable
        isLoading={!data}
      />
      {extensions.length ? (
        <>
          <p id={labelId} className={styles.sentence}>
            {t('extensionsOf', { mime: value })}
          </p>
          <Chips labelId={labelId} values={extensions.map((ext) => `.${ext}`)} />
        </>
      ) : null}
    </Card>
  );
});

const ExtensionToType = memo(function ExtensionToType({ data, value, onChange }: CardProps) {
  const { t } = useTranslation('mime-types');
  const type = data && value ? typeOfExtension(data.mimeIndex, value) : undefined;
  const labelId = useId();
  return (
    <Card title={t('extensionToTypeTitle')}>
      <Select<string>
        label={t('extension')}
        value={type ? value : null}
        onChange={onChange}
        options={data?.extensionOptions ?? NOTHING}
        placeholder={t('extensionPlaceholder')}
        searchable
        isLoading={!data}
      />
      {type ? (
        <>
          <p id={labelId} className={styles.sentence}>
            {t('typeOf', { ext: value })}
          </p>
          <Chips labelId={labelId} values={[type]} />
        </>
      ) : null}
    </Card>
  );
});

/**
 * The table of every type. Mounted afresh when mime-db arrives, it first draws empty and fills in a
 * render of its own: the selects are enabled first (thousands of rows make a long render).
 */
const MimeTable = memo(function MimeTable({ rows }: { rows: readonly MimeData['tableRows'][number][] }) {
  const { t } = useTranslation('mime-types');
  const shownRows = useDeferredValue(rows, NOTHING);
  return (
    <Card className={styles.tableCard}>
      <VirtualTable
        label={t('tableLabel')}
        rows={shownRows}
        columns={[
          { key: 'type', label: t('typesColumn') },
          { key: 'extensions', label: t('extensionsColumn') },
        ]}
      />
    </Card>
  );
});

export default function MimeTypes() {
  const [state, setState] = useToolState({ mimeType: '', extension: '' });
  const loaded = useFollow(useTask(loadMimeData), NO_ARGS);
  const setMimeType = useCallback((mimeType: string) => setState({ mimeType }), [setState]);
  const setExtension = useCallback((extension: string) => setState({ extension }), [setState]);

  return (
    <>
      <TaskError error={loaded.error} ns="mime-types" />
      <TypeToExtensions data={loaded.value} value={state.mimeType} onChange={setMimeType} />
      <ExtensionToType data={loaded.value} value={state.extension} onChange={setExtension} />
      <MimeTable key={loaded.value ? 'filled' : 'empty'} rows={loaded.value?.tableRows ?? NOTHING} />
    </>
  );
}
