import db from 'mime-db/db.json';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/Select';
import { VirtualTable } from '@/ui/VirtualTable';
import { buildMimeIndex, extensionsOfType, typeOfExtension, type MimeEntry } from './logic';
import styles from './ui.module.css';

// mime-db (about 2,400 types) comes with this tool's chunk only; the index is built once.
let cachedIndex: ReturnType<typeof buildMimeIndex> | undefined;
const mimeIndex = () => (cachedIndex ??= buildMimeIndex(db as Record<string, MimeEntry>));

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

export default function MimeTypes() {
  const { t } = useTranslation('mime-types');
  const [state, setState] = useToolState({ mimeType: '', extension: '' });
  const index = mimeIndex();
  const typeOptions = useMemo(() => [...index.typeToExtensions.keys()].map((type) => ({ value: type, label: type })), [index]);
  const extensionOptions = useMemo(() => index.extensions.map((ext) => ({ value: `.${ext}`, label: `.${ext}` })), [index]);
  const rows = useMemo(
    () =>
      [...index.typeToExtensions].map(([type, extensions]) => ({
        id: type,
        type,
        extensions: extensions.map((ext) => `.${ext}`).join(' '),
      })),
    [index],
  );
  const extensions = state.mimeType ? extensionsOfType(index, state.mimeType) : [];
  const type = state.extension ? typeOfExtension(index, state.extension) : undefined;
  const extensionsId = useId();
  const typeId = useId();

  return (
    <>
      <Card title={t('typeToExtensionTitle')}>
        <Select<string>
          label={t('mimeType')}
          value={extensions.length ? state.mimeType : null}
          onChange={(mimeType) => setState({ mimeType })}
          options={typeOptions}
          placeholder={t('mimeTypePlaceholder')}
          searchable
        />
        {extensions.length ? (
          <>
            <p id={extensionsId} className={styles.sentence}>
              {t('extensionsOf', { mime: state.mimeType })}
            </p>
            <Chips labelId={extensionsId} values={extensions.map((ext) => `.${ext}`)} />
          </>
        ) : null}
      </Card>
      <Card title={t('extensionToTypeTitle')}>
        <Select<string>
          label={t('extension')}
          value={type ? state.extension : null}
          onChange={(extension) => setState({ extension })}
          options={extensionOptions}
          placeholder={t('extensionPlaceholder')}
          searchable
        />
        {type ? (
          <>
            <p id={typeId} className={styles.sentence}>
              {t('typeOf', { ext: state.extension })}
            </p>
            <Chips labelId={typeId} values={[type]} />
          </>
        ) : null}
      </Card>
      <Card className={styles.tableCard}>
        <VirtualTable
          label={t('tableLabel')}
          rows={rows}
          columns={[
            { key: 'type', label: t('typesColumn') },
            { key: 'extensions', label: t('extensionsColumn') },
          ]}
        />
      </Card>
    </>
  );
}
