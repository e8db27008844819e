import { X } from 'lucide-react';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutputPanel } from '@/components/OutputPanel';
import { SourceText } from '@/components/SourceText';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { convertList, DEFAULT_LIST_OPTIONS, isSortOrder, maxItemLengthError, type ListOptions, type SortOrder } from './logic';
import styles from './ui.module.css';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 10_000;

const SWITCHES = ['trimItems', 'removeDuplicates', 'lowerCase', 'keepLineBreaks', 'reverseList'] as const;
const QUERY_KEYS = [
  ...SWITCHES,
  'sortList',
  'maxItemLength',
  'separator',
  'itemPrefix',
  'itemSuffix',
  'listPrefix',
  'listSuffix',
] as const;

function Group({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <span id={id} className={styles.groupLabel}>
        {label}
      </span>
      <div className={styles.row}>{children}</div>
    </div>
  );
}

/** Memoised: a keystroke's or paste's own task renders the field only; this follows deferred. */
const Output = memo(OutputPanel);

/**
 * The options. Memoised on their values: pasting or typing a list re-renders the list fields only,
 * not these dozen React Aria controls.
 */
const OptionsCard = memo(function OptionsCard({
  options,
  setOptions,
}: {
  options: ListOptions;
  setOptions: (patch: Partial<ListOptions>) => void;
}) {
  const { t } = useTranslation('list-converter');
  const { sortList } = options;
  const maxError = maxItemLengthError(options.maxItemLength);
  const text = (key: keyof ListOptions) => (
    <InputText
      label={t(key)}
      value={String(options[key])}
      onChange={(value) => setOptions({ [key]: value })}
      rawText
      placeholder=""
    />
  );
  return (
    <Card>
      <div className={styles.switches}>
        {SWITCHES.map((key) => (
          <Switch key={key} label={t(key)} isSelected={options[key]} onChange={(value) => setOptions({ [key]: value })} />
        ))}
      </div>
      <div className={styles.row}>
        <div className={styles.sort}>
          <Select<SortOrder>
            label={t('sortList')}
            value={sortList || null}
            onChange={(value) => setOptions({ sortList: value })}
            placeholder={t('sortPlaceholder')}
            options={[
              { value: 'asc', label: t('sortAsc') },
              { value: 'desc', label: t('sortDesc') },
            ]}
          />
          {sortList ? (
            <Button quiet circle aria-label={t('clearSort')} onPress={() => setOptions({ sortList: '' })}>
              <X size={14} aria-hidden />
            </Button>
          ) : null}
        </div>
        <NumberInput
          label={t('maxItemLength')}
          value={options.maxItemLength}
          // An emptied field means no limit.
          onChange={(value) => setOptions({ maxItemLength: Number.isFinite(value) ? value : 0 })}
          placeholder="0"
          // 2.5 stays as typed and is reported, not rounded to 3 behind the user's back.
          snapToStep={false}
          error={maxError && t(maxError)}
        />
      </div>
      {text('separator')}
      <Group label={t('wrapItem')}>
        {text('itemPrefix')}
        {text('itemSuffix')}
      </Group>
      <Group label={t('wrapList')}>
        {text('listPrefix')}
        {text('listSuffix')}
      </Group>
    </Card>
  );
});

export default function ListConverter() {
  const { t, i18n } = useTranslation('list-converter');
  const [state, setState] = useToolState(
    { ...DEFAULT_LIST_OPTIONS, input: '' },
    {
      query: QUERY_KEYS,
      valid: { sortList: (order) => order === '' || isSortOrder(order), maxItemLength: (max) => !maxItemLengthError(max) },
    },
  );
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const source = useSettledText(input, IMMEDIATE_CHARS);
  // Values from a URL or old storage may be anything: only a known order sorts.
  const sortList: SortOrder | '' = isSortOrder(state.sortList) ? state.sortList : '';
  const { input: _input, ...stateOptions } = state;
  const optionsKey = JSON.stringify({ ...stateOptions, sortList });
  const options = useMemo(() => JSON.parse(optionsKey) as ListOptions, [optionsKey]);
  const locale = i18n.resolvedLanguage;
  // A bad max length (reported under its field) blanks the output rather than showing a stale one.
  const output = useMemo(
    () => (source === undefined || maxItemLengthError(options.maxItemLength) ? '' : convertList(source, options, locale)),
    [source, options, locale],
  );

  return (
    <>
      <OptionsCard options={options} setOptions={setState} />
      <Card>
        <SourceText label={t('input')} value={input} onChange={setInput} placeholder={t('inputPlaceholder')} />
        <Output label={t('output')} value={output} />
      </Card>
    </>
  );
}
