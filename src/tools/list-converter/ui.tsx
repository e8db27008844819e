import { X } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutputPanel } from '@/components/OutputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { convertList, DEFAULT_LIST_OPTIONS, isSortOrder, type ListOptions, type SortOrder } from './logic';
import styles from './ui.module.css';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 10_000;
/** Inputs up to this size are kept across reloads; bigger ones would make every keystroke a big write. */
const PERSIST_LIMIT_CHARS = 256 * 1024;

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

/** The input to convert now, or undefined while a long input is still being typed (no stale output). */
function useSettledInput(input: string): string | undefined {
  const settled = useDebouncedValue(input, 150);
  if (input.length <= IMMEDIATE_CHARS) return input;
  return settled === input ? settled : undefined;
}

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

export default function ListConverter() {
  const { t, i18n } = useTranslation('list-converter');
  const [state, setState] = useToolState({ ...DEFAULT_LIST_OPTIONS, input: '' }, { query: QUERY_KEYS });
  const [input, setInput] = useState(state.input);
  const source = useSettledInput(input);
  // Values from a URL or old storage may be anything: only a known order sorts.
  const sortList: SortOrder | '' = isSortOrder(state.sortList) ? state.sortList : '';
  const options: ListOptions = { ...state, sortList };
  const optionsKey = JSON.stringify(options);
  const locale = i18n.resolvedLanguage;
  const output = useMemo(
    () => (source === undefined ? '' : convertList(source, JSON.parse(optionsKey) as ListOptions, locale)),
    [source, optionsKey, locale],
  );
  const text = (key: keyof ListOptions) => (
    <InputText
      label={t(key)}
      value={String(state[key])}
      onChange={(value) => setState({ [key]: value })}
      rawText
      placeholder=""
    />
  );

  return (
    <>
      <Card>
        <div className={styles.switches}>
          {SWITCHES.map((key) => (
            <Switch key={key} label={t(key)} isSelected={state[key]} onChange={(value) => setState({ [key]: value })} />
          ))}
        </div>
        <div className={styles.row}>
          <div className={styles.sort}>
            <Select<SortOrder>
              label={t('sortList')}
              value={sortList || null}
              onChange={(value) => setState({ sortList: value })}
              placeholder={t('sortPlaceholder')}
              options={[
                { value: 'asc', label: t('sortAsc') },
                { value: 'desc', label: t('sortDesc') },
              ]}
            />
            {sortList ? (
              <Button quiet circle aria-label={t('clearSort')} onPress={() => setState({ sortList: '' })}>
                <X size={14} aria-hidden />
              </Button>
            ) : null}
          </div>
          <NumberInput
            label={t('maxItemLength')}
            value={state.maxItemLength}
            // An emptied field means no limit.
            onChange={(value) => setState({ maxItemLength: Number.isFinite(value) ? value : 0 })}
            placeholder="0"
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
      <Card>
        <InputText
          label={t('input')}
          value={input}
          onChange={(value) => {
            setInput(value);
            setState({ input: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
          }}
          placeholder={t('inputPlaceholder')}
          multiline
          autosize
          rawText
        />
        <OutputPanel label={t('output')} value={output} />
      </Card>
    </>
  );
}
