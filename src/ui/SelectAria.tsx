import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
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
import { SELECT_MAX_HEIGHT, SELECT_ROW_HEIGHT, type SelectProps } from './Select';
import styles from './Select.module.css';

/**
 * A single-choice select (sizes small 28/12, medium 34/14, large 40/16). The list is virtualised so
 * thousands of options stay smooth; closing it resets the highlight and the search text.
 */
export default function SelectAria<V extends string>({
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
}: SelectProps<V>) {
  const { t } = useTranslation('app');
  const [search, setSearch] = useState('');
  const list = (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: SELECT_ROW_HEIGHT[size], padding: 4 }}>
      <ListBox
        className={styles.listbox}
        items={options}
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
      // The list unmounts on close (its highlight goes with it); the search text is ours to clear.
      onOpenChange={(open) => !open && setSearch('')}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isDisabled={isDisabled}
    >
      <Label className={labelHidden ? 'visually-hidden' : styles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={14} aria-hidden />
      </AriaButton>
      <Popover className={`${styles.popover} ${styles[size]}`} maxHeight={SELECT_MAX_HEIGHT} offset={4}>
        {searchable ? (
          <Autocomplete filter={matchesSearch} inputValue={search} onInputChange={setSearch}>
            <SearchField className={styles.search} aria-label={t('ui.select.search')} autoFocus>
              <Input className={styles.searchInput} placeholder={t('ui.select.searchPlaceholder')} />
            </SearchField>
            {list}
          </Autocomplete>
        ) : (
          list
        )}
      </Popover>
    </AriaSelect>
  );
}
