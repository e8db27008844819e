import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OutputPanel } from '@/components/OutputPanel';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { useFollow, useTask } from '@/hooks/useTask';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import type { ComposeResult } from './logic';
import styles from './ui.module.css';

const DEFAULT_COMMAND =
  'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx';
/** Commands up to this size convert at every keystroke; longer ones (a pasted file) once typing settles. */
const IMMEDIATE_CHARS = 10_000;

type Outcome = { result: ComposeResult; errorKey?: undefined } | { result?: undefined; errorKey: string };

/** The converter and its YAML writer load after the page: the first paint does not wait for them. */
const loadConverter = async () => (await import('./logic')).dockerRunToCompose;
const NO_ARGS: [] = [];

export default function DockerRunToDockerComposeConverter() {
  const { t } = useTranslation('docker-run-to-docker-compose-converter');
  const [state, setState] = useToolState({ command: DEFAULT_COMMAND });
  const [command, setCommand] = useRememberedText(state.command, (value) => setState({ command: value }));
  const source = useSettledText(command, IMMEDIATE_CHARS);
  const converter = useFollow(useTask(loadConverter), NO_ARGS);
  const dockerRunToCompose = converter.value;
  // Once loaded, a conversion is a few microseconds: it runs as the command changes, never stale.
  const outcome = useMemo<Outcome | undefined>(() => {
    if (source === undefined || dockerRunToCompose === undefined) return undefined;
    try {
      return { result: dockerRunToCompose(source) };
    } catch (error) {
      if (isInputError(error)) return { errorKey: error.key };
      throw error;
    }
  }, [source, dockerRunToCompose]);
  const result = outcome?.result;

  return (
    <Card>
      <SourceText
        label={t('input')}
        value={command}
        onChange={setCommand}
        placeholder={t('inputPlaceholder')}
        monospace
        openFile
        error={outcome?.errorKey ? t(outcome.errorKey) : undefined}
      />
      <TaskError error={converter.error} ns="docker-run-to-docker-compose-converter" />
      {result && (result.untranslatable.length > 0 || result.notImplemented.length > 0 || result.errors.length > 0) ? (
        <div className={styles.alerts}>
          {result.untranslatable.length > 0 ? (
            <Alert type="info" title={t('untranslatable')}>
              <ul className={styles.list}>
                {result.untranslatable.map((option) => (
                  <li key={option}>{t('untranslatableOption', { option })}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {result.notImplemented.length > 0 ? (
            <Alert type="warning" title={t('notImplemented')}>
              <ul className={styles.list}>
                {result.notImplemented.map((option) => (
                  <li key={option}>{t('notImplementedOption', { option })}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {result.errors.length > 0 ? (
            <Alert type="error" title={t('errorsTitle')}>
              <ul className={styles.list}>
                {result.errors.map((issue, index) => (
                  <li key={index}>{t(issue.key, issue.params)}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
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
