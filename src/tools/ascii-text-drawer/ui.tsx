import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useLiveWorker } from '@/hooks/useWorker';
import { useToolState } from '@/hooks/useToolState';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { DEFAULT_FONT, DEFAULT_TEXT, DEFAULT_WIDTH, FONT_NAMES, isFontName, WIDTH_MAX, WIDTH_MIN, widthError } from './options';
import styles from './ui.module.css';

const fontOptions = FONT_NAMES.map((name) => ({ label: name, value: name }));

/** Typing pauses this long before the text is drawn again. */
const DEBOUNCE_MS = 150;

export default function AsciiTextDrawer() {
  const { t } = useTranslation('ascii-text-drawer');
  const [state, setState] = useToolState(
    { text: DEFAULT_TEXT, font: DEFAULT_FONT, width: DEFAULT_WIDTH },
    { query: ['font', 'width'], valid: { font: isFontName, width: (width) => !widthError(width) } },
  );
  const setter = useFieldSetters(setState);
  const font = isFontName(state.font) ? state.font : DEFAULT_FONT;
  const widthProblem = widthError(state.width);

  // The font is fetched (a chunk of its own) and parsed in the worker first, so "Loading font..."
  // shows exactly while that happens; drawing then waits only for the text.
  const loading = useLiveWorker('figlet', 'loadFont', [font]);
  const fontReady = loading.value === font;
  const art = useLiveWorker('figlet', 'renderAsciiArt', fontReady && !widthProblem ? [state.text, font, state.width] : null, {
    debounceMs: DEBOUNCE_MS,
    restartWhenSuperseded: true,
  });
  const failed = loading.error !== undefined || art.error !== undefined;

  return (
    <>
      <Card>
        <InputText
          label={t('text')}
          value={state.text}
          onChange={setter('text')}
          placeholder={t('textPlaceholder')}
          multiline
          autosize
          rows={2}
        />
        <div className={styles.options}>
          <Select<string>
            label={t('font')}
            value={font}
            onChange={setter('font')}
            options={fontOptions}
            placeholder={t('fontPlaceholder')}
            searchable
          />
          <NumberInput
            label={t('width')}
            value={state.width}
            onChange={setter('width')}
            snapToStep={false}
            error={widthProblem ? t(widthProblem, { min: WIDTH_MIN, max: WIDTH_MAX }) : undefined}
          />
        </div>
      </Card>
      <Card>
        {failed ? (
          <Alert type="error">{t('error')}</Alert>
        ) : loading.pending ? (
          <p className={styles.loading} role="status">
            {t('loadingFont')}
          </p>
        ) : (
          <>
            <TaskStatus {...taskStatusProps(art.state)} onCancel={art.cancel} />
            <LargeTextView label={t('output')} value={art.value ?? ''} />
          </>
        )}
      </Card>
    </>
  );
}
