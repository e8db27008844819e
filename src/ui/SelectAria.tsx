import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  Autocomplete,
  Button as AriaButton,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  SearchField,
  Select as AriaSelect,
  SelectValue,
  Text,
  Virtualizer,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from './search';
import {
  SELECT_MAX_HEIGHT,
  SELECT_MAX_LISTED,
  SELECT_ROW_HEIGHT,
  SelectPlaceholder,
  useFocusAtMount,
  type SelectOpenRequest,
  type SelectOption,
  type SelectProps,
} from './Select';
import styles from './Select.module.css';

/**
 * A single-choice select (sizes small 28/12, medium 34/14, large 40/16). The list is virtualised so
 * thousands of options stay smooth; closing it resets the highlight and the search text. While
 * its options load it stays the placeholder; a press made meanwhile opens it when they arrive.
 */
export default function SelectAria<V extends string>(props: SelectProps<V> & SelectOpenRequest) {
  if (props.isLoading) return <SelectPlaceholder {...props} />;
  return <LoadedSelect {...props} />;
}

function LoadedSelect<V extends string>({
  label,
  labelHidden,
  value,
  onChange,
  options,
  placeholder,
  size = 'medium',
  searchable,
  isDisabled,
  className,
  openRequested,
  clearOpenRequest,
  placeholderFocus,
}: SelectProps<V> & SelectOpenRequest) {
  const { t } = useTranslation('app');
  const focusAtMount = useFocusAtMount({ openRequested, placeholderFocus });
  const [search, setSearch] = useState('');
  // defaultOpen and autoFocus have served the placeholder's press and focus (opening through
  // defaultOpen calls no onOpenChange). Once, at mount: later ones are a new placeholder's.
  useEffect(() => {
    placeholderFocus.set(false);
    if (openRequested) clearOpenRequest();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { listed, matching } = useListedOptions(options, search, value, searchable);
  const list = (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: SELECT_ROW_HEIGHT[size], padding: 4 }}>
      <ListBox
        className={styles.listbox}
        items={listed}
        renderEmptyState={() => <div className={styles.empty}>{t('ui.select.noResults')}</div>}
      >
        {(option) => (
          <ListBoxItem id={option.value} className={styles.option} textValue={option.label}>
            {({ isSelected }) => (
              <>
                <span className={styles.optionLabel} title={option.tooltip}>
                  {option.label}
                </span>
                {isSelected ? <Check size={14} aria-hidden className={styles.check} /> : null}
                {option.tooltip ? (
                  <Text slot="description" className="visually-hidden">
                    {option.tooltip}
                  </Text>
                ) : null}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Virtualizer>
  );
  return (
    <AriaSelect
      className={[styles.select, styles[size], className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key) as V)}
      // Pressed while loading: open at once (and hold the focus, to give it back on close).
      defaultOpen={openRequested}
      // The list unmounts on close (its highlight goes with it); the search text is ours to clear.
      onOpenChange={(open) => !open && setSearch('')}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isDisabled={isDisabled}
    >
      <Label className={labelHidden ? 'visually-hidden' : styles.label}>{label}</Label>
      <AriaButton className={styles.trigger} autoFocus={focusAtMount}>
        <SelectValue className={styles.value} />
        <ChevronDown size={14} aria-hidden />
      </AriaButton>
      <Popover className={`${styles.popover} ${styles[size]}`} maxHeight={SELECT_MAX_HEIGHT} offset={4}>
        {searchable ? (
          // The options are filtered here (see useListedOptions), not by Autocomplete.
          <Autocomplete inputValue={search} onInputChange={setSearch}>
            <SearchField className={styles.search} aria-label={t('ui.select.search')} autoFocus>
              <Input className={styles.searchInput} placeholder={t('ui.select.searchPlaceholder')} />
            </SearchField>
            {list}
            {matching > SELECT_MAX_LISTED ? (
              <p className={styles.more}>{t('ui.select.moreResults', { shown: SELECT_MAX_LISTED, total: matching })}</p>
            ) : null}
          </Autocomplete>
        ) : (
          list
        )}
      </Popover>
    </AriaSelect>
  );
}

/**
 * The options the open list holds: those matching the search, at most SELECT_MAX_LISTED of them
 * (plus the chosen one, which the closed select shows), when the list is searchable. React Aria builds a node for every item,
 * closed or open, so a list of 1,200 MIME extensions cost hundreds of milliseconds at each opening
 * and each keystroke of its search on a slow phone; a searchable list says how many more match.
 */
function useListedOptions<V extends string>(
  options: readonly SelectOption<V>[],
  search: string,
  value: V | null,
  searchable?: boolean,
) {
  return useMemo(() => {
    // Without a search field every option stays reachable.
    if (!searchable) return { listed: options, matching: options.length };
    const matchingOptions = search.trim() ? options.filter((option) => matchesSearch(option.label, search)) : options;
    if (matchingOptions.length <= SELECT_MAX_LISTED) return { listed: matchingOptions, matching: matchingOptions.length };
    const listed = matchingOptions.slice(0, SELECT_MAX_LISTED);
    const chosen = value === null ? undefined : options.find((option) => option.value === value);
    if (chosen && !listed.includes(chosen)) listed.push(chosen);
    return { listed, matching: matchingOptions.length };
  }, [options, search, value, searchable]);
}
