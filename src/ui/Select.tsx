import { ChevronDown } from 'lucide-react';
import {
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWidget } from './lazy-widget';
import styles from './Select.module.css';

export interface SelectOption<V extends string = string> {
  label: string;
  value: V;
  /** Extra help for the option: shown on hover and read as the option's description. */
  tooltip?: string;
}

export type SelectSize = 'small' | 'medium' | 'large';

export interface SelectProps<V extends string> {
  label: string;
  labelHidden?: boolean;
  value: V | null;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** Defaults to the translated "Select an option". */
  placeholder?: string;
  size?: SelectSize;
  /** Adds a search field at the top of the dropdown ("No results found" when nothing matches). */
  searchable?: boolean;
  isDisabled?: boolean;
  /**
   * The options are still loading: the select can be pressed, and its list opens once they are
   * here (as it does while the widget's own code loads).
   */
  isLoading?: boolean;
  className?: string;
}

/** What the placeholder and the loaded widget share: a press made before the list could open. */
export interface SelectOpenRequest {
  openRequested: boolean;
  requestOpen: () => void;
  /** The list has opened: the request is done. */
  clearOpenRequest: () => void;
  /** Whether the placeholder has the focus: the element that replaces it takes it over. */
  placeholderFocus: FocusFlag;
}

export interface FocusFlag {
  get: () => boolean;
  set: (focused: boolean) => void;
}

/**
 * Whether the select now mounting takes the focus: it replaces a placeholder that had it (or was
 * pressed), which is still in the page while this one renders and is gone once it mounts.
 */
export function useFocusAtMount({
  openRequested,
  placeholderFocus,
}: Pick<SelectOpenRequest, 'openRequested' | 'placeholderFocus'>) {
  const [focus] = useState(() => openRequested || placeholderFocus.get());
  return focus;
}

/** The dropdown is at most 312 px high; longer lists scroll. */
export const SELECT_MAX_HEIGHT = 312;
/** A list shows at most this many options at once; a searchable one narrows as its search is typed. */
export const SELECT_MAX_LISTED = 200;
export const SELECT_ROW_HEIGHT: Record<SelectSize, number> = { small: 28, medium: 32, large: 38 };

/**
 * The closed select as it will look while its implementation (or its options) loads. It takes a
 * press (click, Enter, Space, arrow keys) and the list opens as soon as it can: a click made
 * early is neither ignored nor lost.
 */
export function SelectPlaceholder<V extends string>({
  label,
  labelHidden,
  value,
  options,
  placeholder,
  size = 'medium',
  isDisabled,
  className,
  openRequested,
  requestOpen,
  placeholderFocus,
}: SelectProps<V> & Pick<SelectOpenRequest, 'openRequested' | 'requestOpen' | 'placeholderFocus'>) {
  const { t } = useTranslation('app');
  const focusAtMount = useFocusAtMount({ openRequested, placeholderFocus });
  const labelId = useId();
  const valueId = useId();
  const selected = options.find((option) => option.value === value);
  // Leaving for another element (not being removed, which gives no related target) ends the focus.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget) placeholderFocus.set(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      requestOpen();
    }
  };
  return (
    <div className={[styles.select, styles[size], className].filter(Boolean).join(' ')}>
      <span id={labelId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-busy={openRequested || undefined}
        disabled={isDisabled}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus moves from the element it replaces
        autoFocus={focusAtMount}
        onClick={requestOpen}
        onFocus={() => placeholderFocus.set(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected?.label ?? placeholder ?? t('ui.select.placeholder')}
        </span>
        <ChevronDown size={14} aria-hidden />
      </button>
    </div>
  );
}

type LoadedSelect = <V extends string>(props: SelectProps<V> & SelectOpenRequest) => ReactElement;

const LazySelect = lazyWidget<SelectProps<string> & SelectOpenRequest>(
  () => import('./SelectAria').then((module) => module.default as LoadedSelect),
  SelectPlaceholder<string>,
);

/**
 * A single-choice select (sizes small 28/12, medium 34/14, large 40/16), virtualised for thousands
 * of options; react-aria's implementation (`SelectAria`) loads apart from the route.
 */
export const Select = memo(function Select<V extends string>(props: SelectProps<V>) {
  const [openRequested, setOpenRequested] = useState(false);
  const requestOpen = useCallback(() => setOpenRequested(true), []);
  const clearOpenRequest = useCallback(() => setOpenRequested(false), []);
  const focused = useRef(false);
  const placeholderFocus = useMemo<FocusFlag>(
    () => ({ get: () => focused.current, set: (value) => void (focused.current = value) }),
    [],
  );
  return (
    <LazySelect
      {...(props as unknown as SelectProps<string>)}
      openRequested={openRequested}
      requestOpen={requestOpen}
      clearOpenRequest={clearOpenRequest}
      placeholderFocus={placeholderFocus}
    />
  );
}) as unknown as (<V extends string>(props: SelectProps<V>) => ReactElement) & { ready: Promise<void> };
Object.assign(Select, { ready: LazySelect.ready });
