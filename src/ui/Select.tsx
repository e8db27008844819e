import { ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './Select.module.css';

export interface SelectOption<V extends string = string> {
  label: string;
  value: V;
  tooltip?: string;
}

export interface SelectProps<V extends string> {
  label: string;
  labelHidden?: boolean;
  value: V | null;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A single-choice select (sizes small 28/12, medium 34/14, large 40/16; max height 312 px). */
export function Select<V extends string>({
  label,
  labelHidden,
  value,
  onChange,
  options,
  placeholder,
  size = 'medium',
  className,
}: SelectProps<V>) {
  const { t } = useTranslation('app');
  return (
    <AriaSelect
      className={[styles.select, styles[size], className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key) as V)}
      placeholder={placeholder ?? t('ui.select.placeholder')}
    >
      <Label className={labelHidden ? 'visually-hidden' : styles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={14} aria-hidden />
      </AriaButton>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          {options.map((o) => (
            <ListBoxItem key={o.value} id={o.value} className={styles.option} textValue={o.label}>
              <span title={o.tooltip}>{o.label}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
