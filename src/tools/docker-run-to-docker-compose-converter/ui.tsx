import { useTranslation } from 'react-i18next';
import { OutputPanel } from '@/components/OutputPanel';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { SETTLE_MS, useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLastAnswer } from '@/hooks/useTask';
import { useLiveWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import styles from './ui.module.css';

const DEFAULT_COMMAND =
  'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx';
/** Commands up to this size convert at every keystroke; longer ones (a pasted file) once typing settles. */
const IMMEDIATE_CHARS = 10_000;

/** One alert listing what the command held of one kind; nothing when there is none. */
function OptionsAlert({ type, title, items }: { type: 'info' | 'warning' | 'error'; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Alert type={type} title={title}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The converter and its YAML writer live in the `text` worker (logic.ts): this page never imports `yaml`. */
export default function DockerRunToDockerComposeConverter() {
  const { t } = useTranslation('docker-run-to-docker-compose-converter');
  const [state, setState] = useToolState({ command: DEFAULT_COMMAND });
  const [command, setCommand] = useRememberedText(state.command, (value) => setState({ command: value }));
  // A long command may take a while: a newer one restarts the worker instead of queueing behind it.
  const long = command.length > IMMEDIATE_CHARS;
  const live = useLiveWorker('text', 'dockerRunToCompose', [command], {
    debounceMs: long ? SETTLE_MS : 0,
    restartWhenSuperseded: long,
  });
  // Until the worker answers (a frame or two), the last answer stays on screen, so the output and
  // the alerts do not blink at each keystroke; a long command shows nothing until it is converted.
  const last = useLastAnswer(live);
  const { value: result, error } = live.pending && long ? {} : last;
  const inputError = isInputError(error) ? error : undefined;

  return (
    <Card>
      <SourceText
        label={t('input')}
        value={command}
        onChange={setCommand}
        placeholder={t('inputPlaceholder')}
        monospace
        openFile
        // This render sends the text to the worker: deferring it to the next task delayed the
        // answer by the render (~25 ms at the bench's 4x) and left the longest task as long.
        deferTool={false}
        error={inputError ? t(inputError.key, inputError.params) : undefined}
      />
      <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      {inputError ? null : <TaskError error={error} ns="docker-run-to-docker-compose-converter" />}
      {result &&
      (result.untranslatable.length > 0 ||
        result.notImplemented.length > 0 ||
        result.notConverted.length > 0 ||
        result.errors.length > 0) ? (
        <div className={styles.alerts}>
          <OptionsAlert
            type="info"
            title={t('untranslatable')}
            items={result.untranslatable.map((option) => t('untranslatableOption', { option }))}
          />
          <OptionsAlert
            type="warning"
            title={t('notImplemented')}
            items={result.notImplemented.map((option) => t('notImplementedOption', { option }))}
          />
          <OptionsAlert
            type="warning"
            title={t('notConverted')}
            items={result.notConverted.map((option) => t('notConvertedOption', { option }))}
          />
          <OptionsAlert type="error" title={t('errorsTitle')} items={result.errors.map((issue) => t(issue.key, issue.params))} />
        </div>
      ) : null}
      <OutputPanel
        label={t('output')}
        value={result?.yaml ?? ''}
        rows={12}
        downloadName="docker-compose.yml"
        downloadText={t('download')}
        mimeType="application/yaml;charset=utf-8"
      />
    </Card>
  );
}
