import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentInput, documentWorkerOptions } from '@/components/DocumentInput';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useRememberedText } from '@/hooks/useTextInput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { Switch } from '@/ui/Switch';
import { splitText } from './split';
import { diffRows } from './rows';
import styles from './ui.module.css';
import { DiffView } from './view';

const DEFAULTS = { original: 'original text', modified: 'modified text', sideBySide: true, ignoreWhitespace: false };

export default function TextDiffTool() {
  const { t } = useTranslation('text-diff');
  const [state, setState] = useToolState(DEFAULTS, { query: ['sideBySide', 'ignoreWhitespace'] });
  const setter = useFieldSetters(setState);
  const [original, setOriginal] = useRememberedText(state.original, (value) => setState({ original: value }));
  const [modified, setModified] = useRememberedText(state.modified, (value) => setState({ modified: value }));
  const { sideBySide, ignoreWhitespace } = state;
  const options = useMemo(() => ({ ignoreWhitespace }), [ignoreWhitespace]);
  const live = useLiveWorker('diff', 'diffTexts', [original, modified, options], documentWorkerOptions(original, modified));
  const diff = live.value;
  // Lines are cut here too (a few milliseconds for megabytes): only their indexes cross from the worker.
  const oldLines = useMemo(() => splitText(original).lines, [original]);
  const newLines = useMemo(() => splitText(modified).lines, [modified]);
  const rows = useMemo(() => (diff ? diffRows(diff.blocks, sideBySide) : undefined), [diff, sideBySide]);

  return (
    <>
      <Card>
        {/* Texts over 256 K characters stay out of the fields: a field lays out all its text (seconds for a MiB). */}
        <DocumentInput
          ns="text-diff"
          labelKey="original"
          placeholderKey={null}
          value={original}
          onChange={setOriginal}
          fileButtonNamesField
        />
        <DocumentInput
          ns="text-diff"
          labelKey="modified"
          placeholderKey={null}
          value={modified}
          onChange={setModified}
          fileButtonNamesField
        />
        <div className={styles.options}>
          <Switch label={t('sideBySide')} isSelected={sideBySide} onChange={setter('sideBySide')} />
          <Switch label={t('ignoreWhitespace')} isSelected={ignoreWhitespace} onChange={setter('ignoreWhitespace')} />
        </div>
      </Card>
      <Card title={t('diff')}>
        <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
        <TaskError error={live.error} ns="text-diff" />
        <div className={styles.summary}>
          {/* Always in the page, so that each new answer is announced; blank while there is none. */}
          <span role="status">{diff ? t('summary', { added: diff.added, removed: diff.removed }) : ''}</span>
          <CopyButton
            value={diff?.unified ?? ''}
            label={t('unified')}
            text={t('copyUnified')}
            size="medium"
            isDisabled={!diff?.unified}
          />
        </div>
        {diff?.approximate ? <p className={styles.note}>{t('approximate')}</p> : null}
        {diff && rows ? (
          <DiffView diff={diff} rows={rows} oldLines={oldLines} newLines={newLines} sideBySide={sideBySide} />
        ) : null}
      </Card>
    </>
  );
}
