// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasLineLongerThan,
  HOLD_ASIDE_ABOVE_CHARS,
  HOLD_ASIDE_LINE_CHARS,
  InputText,
  isHeldAside,
  NO_WRAP_ABOVE_CHARS,
  SEARCH_MAX_CHARS,
  type InputTextProps,
} from './InputText';
import { renderWithI18n } from './test-utils';
import type { ValidationRule } from './validation';

afterEach(cleanup);

const lengthRule: ValidationRule[] = [{ validator: (v) => v.length > 10, message: 'Length must be > 10' }];

function Controlled(props: Omit<InputTextProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <InputText {...props} value={value} onChange={setValue} />;
}

const type = (input: HTMLElement, value: string) => act(() => void fireEvent.change(input, { target: { value } }));

describe('InputText', () => {
  it('a search field takes at most SEARCH_MAX_CHARS characters', () => {
    renderWithI18n(<Controlled label="Search" maxLength={SEARCH_MAX_CHARS} />);
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('maxlength')).toBe(String(SEARCH_MAX_CHARS));
  });

  it('stops wrapping a multiline field past NO_WRAP_ABOVE_CHARS, and before a big paste lands', () => {
    renderWithI18n(<Controlled label="Doc" multiline initial="short" />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    const wrapping = field.className;
    type(field, 'x'.repeat(NO_WRAP_ABOVE_CHARS + 1));
    const unwrapped = field.className;
    expect(unwrapped.split(' ').length).toBe(wrapping.split(' ').length + 1);
    type(field, 'short again');
    expect(field.className).toBe(wrapping);
    // A paste replacing the whole text by a small one leaves wrapping on; a big one turns it off first.
    field.setSelectionRange(0, field.value.length);
    fireEvent.paste(field, { clipboardData: { getData: () => 'y'.repeat(10) } });
    expect(field.className).toBe(wrapping);
    fireEvent.paste(field, { clipboardData: { getData: () => 'y'.repeat(NO_WRAP_ABOVE_CHARS + 1) } });
    expect(field.className).toBe(unwrapped);
  });

  it('holds a text past HOLD_ASIDE_ABOVE_CHARS aside: a big paste never reaches the field', async () => {
    const seen: string[] = [];
    function Spy() {
      const [value, setValue] = useState('ab');
      seen.push(value);
      return <InputText label="Doc" multiline value={value} onChange={setValue} />;
    }
    renderWithI18n(<Spy />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    field.setSelectionRange(1, 1);
    const pasted = 'x\r\n'.repeat(HOLD_ASIDE_ABOVE_CHARS / 2);
    const inserted = fireEvent.paste(field, { clipboardData: { getData: () => pasted } });
    expect(inserted).toBe(false); // the browser inserts nothing
    // The text arrives in a task of its own, after the paste's.
    expect(seen.at(-1)).toBe('ab');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Inserted at the caret, with line breaks as the field would have stored them.
    expect(seen.at(-1)).toBe(`a${'x\n'.repeat(HOLD_ASIDE_ABOVE_CHARS / 2)}b`);
    expect(field.value).toBe('');
    const summary = screen.getByText(/A text of 262,146 characters is loaded/);
    expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(summary.closest('[id]')?.id);
    // Typing there replaces it; so does Clear.
    type(field, 'new');
    expect(seen.at(-1)).toBe('new');
    expect(screen.queryByText(/characters is loaded/)).toBeNull();
  });

  it('holds aside past its own holdAsideAbove (documents), a paste as well as a text from outside', async () => {
    const seen: string[] = [];
    function Spy() {
      const [value, setValue] = useState('x'.repeat(101));
      seen.push(value);
      return <InputText label="Doc" multiline holdAsideAbove={100} value={value} onChange={setValue} />;
    }
    renderWithI18n(<Spy />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/A text of 101 characters is loaded/)).toBeTruthy();
    type(field, 'short');
    expect(field.value).toBe('short');
    field.setSelectionRange(5, 5);
    expect(fireEvent.paste(field, { clipboardData: { getData: () => 'y'.repeat(96) } })).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(seen.at(-1)).toBe(`short${'y'.repeat(96)}`);
    expect(field.value).toBe('');
    // At the limit it is still in the field.
    expect(isHeldAside('z'.repeat(100), false, 100)).toBe(false);
    expect(isHeldAside('z'.repeat(101), false, 100)).toBe(true);
  });

  it('keeps a text that grows past HOLD_ASIDE_ABOVE_CHARS by editing in the field', () => {
    renderWithI18n(<Controlled label="Doc" multiline />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    const long = 'x'.repeat(HOLD_ASIDE_ABOVE_CHARS + 10);
    type(field, long);
    type(field, `${long}!`);
    expect(field.value).toBe(`${long}!`);
    expect(screen.queryByText(/characters is loaded/)).toBeNull();
  });

  it('a document field (holdLongLines) also holds aside a paste that makes a line past HOLD_ASIDE_LINE_CHARS', async () => {
    renderWithI18n(<Controlled label="Doc" multiline holdLongLines initial={'a\nb'} />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    // Many short lines stay in the field, however many (under HOLD_ASIDE_ABOVE_CHARS).
    const lines = 'line\n'.repeat(HOLD_ASIDE_LINE_CHARS / 2);
    expect(fireEvent.paste(field, { clipboardData: { getData: () => lines } })).toBe(true);
    // Pasted at the end of "b", the line grows past the limit: the paste is held aside.
    field.setSelectionRange(3, 3);
    const minified = 'm'.repeat(HOLD_ASIDE_LINE_CHARS);
    expect(fireEvent.paste(field, { clipboardData: { getData: () => minified } })).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(field.value).toBe('');
    screen.getByText(`A text of ${(HOLD_ASIDE_LINE_CHARS + 3).toLocaleString('en-US')} characters is loaded.`, { exact: false });
  });

  it('a field without holdLongLines leaves a long line to the browser', () => {
    renderWithI18n(<Controlled label="Doc" multiline />);
    const field = screen.getByRole('textbox', { name: 'Doc' });
    expect(fireEvent.paste(field, { clipboardData: { getData: () => 'm'.repeat(HOLD_ASIDE_LINE_CHARS * 2) } })).toBe(true);
  });

  it('shows a restored big text held aside, and Clear empties it', () => {
    renderWithI18n(<Controlled label="Doc" multiline initial={'z'.repeat(HOLD_ASIDE_ABOVE_CHARS + 1)} />);
    const field = screen.getByRole('textbox', { name: 'Doc' }) as HTMLTextAreaElement;
    expect(field.value).toBe('');
    // Its visible text stays "Clear"; its name says which field, and the focus goes to that field.
    const clear = screen.getByRole('button', { name: 'Clear Doc' });
    expect(clear.textContent).toBe('Clear');
    clear.focus();
    act(() => clear.click());
    expect(screen.queryByText(/characters is loaded/)).toBeNull();
    expect(document.activeElement).toBe(field);
    // A paste that stays under the limit is left to the browser.
    expect(fireEvent.paste(field, { clipboardData: { getData: () => 'small' } })).toBe(true);
  });

  it('deferTool: hands a keystroke to the tool right after and shows what the tool keeps', () => {
    // A tool that keeps digits only: the field shows the tool's value once the tool has taken it,
    // never the text it refused (the field's own copy of a keystroke lasts until then).
    function Digits() {
      const [value, setValue] = useState('1');
      return <InputText label="Digits" deferTool value={value} onChange={(next) => setValue(next.replace(/\D/g, ''))} />;
    }
    renderWithI18n(<Digits />);
    const field = screen.getByRole('textbox', { name: 'Digits' }) as HTMLInputElement;
    type(field, '12a');
    expect(field.value).toBe('12');
    type(field, 'abc');
    expect(field.value).toBe('');
    type(field, '7');
    expect(field.value).toBe('7');
  });

  it('defaults the placeholder to "Input text" and names the field by its label', () => {
    renderWithI18n(<Controlled label="Your text" />);
    expect(screen.getByRole('textbox', { name: 'Your text' }).getAttribute('placeholder')).toBe('Input text');
  });

  it('shows the last failing rule, marks the field invalid and describes it by the message', () => {
    renderWithI18n(<Controlled label="Value" rules={lengthRule} initial="short" />);
    const input = screen.getByRole('textbox', { name: 'Value' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const message = screen.getByText('Length must be > 10');
    expect(describedBy).toContain(message.closest('[id]')?.id);
    type(input, 'long enough text');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Length must be > 10')).toBeNull();
  });

  it.each<[string, boolean]>([
    ['from the start', true],
    ['once it appears', false],
  ])('links its description %s, and the error beside it', (_, atStart) => {
    const field = (props: Partial<InputTextProps>) => <InputText label="Slug" value="x" {...props} />;
    const describedBy = () => screen.getByRole('textbox', { name: 'Slug' }).getAttribute('aria-describedby');
    const idOf = (text: string) => screen.getByText(text).id;
    const { rerender } = renderWithI18n(field({ description: atStart ? 'Nothing to slugify' : undefined }));
    rerender(field({ description: 'Nothing to slugify' }));
    expect((describedBy() ?? '').split(' ')).toContain(idOf('Nothing to slugify'));
    rerender(field({ description: 'Nothing to slugify', error: 'Too long' }));
    expect((describedBy() ?? '').split(' ')).toEqual(expect.arrayContaining([idOf('Nothing to slugify'), idOf('Too long')]));
    rerender(field({}));
    expect(describedBy()).toBeNull();
  });

  it('an outside error wins over rules, with its detail line', () => {
    renderWithI18n(<Controlled label="JSON" error="Invalid JSON" errorDetail="line 1, column 2" />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid JSON')).toBeTruthy();
    expect(screen.getByText('line 1, column 2')).toBeTruthy();
  });

  it('toggles a password between hidden and shown', () => {
    renderWithI18n(<Controlled label="Password" type="password" initial="hunter2" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('clears when clearable, and offers no clear button while empty', () => {
    renderWithI18n(<Controlled label="Name" clearable initial="abc" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Name' }));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it.each([false, true])(
    'names each clear button after its field, and Clear gives the field the focus (multiline %s)',
    (multiline) => {
      renderWithI18n(
        <>
          <Controlled label="From" clearable multiline={multiline} initial="abc" />
          <Controlled label="To" clearable multiline={multiline} initial="def" />
        </>,
      );
      const clear = screen.getByRole('button', { name: 'Clear To' });
      expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
        'Clear From',
        'Clear To',
      ]);
      expect(clear.textContent).toBe('');
      clear.focus();
      fireEvent.click(clear);
      const field = screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement;
      expect(field.value).toBe('');
      // The button is gone; the focus is in the emptied field, ready for a new text.
      expect(screen.queryByRole('button', { name: 'Clear To' })).toBeNull();
      expect(document.activeElement).toBe(field);
      expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('abc');
    },
  );

  it('raw-text mode turns off autocapitalise, autocomplete, autocorrect and spellcheck', () => {
    renderWithI18n(<Controlled label="Code" rawText />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('multiline uses a textarea with 3 rows by default', () => {
    renderWithI18n(<Controlled label="Text" multiline />);
    const area = screen.getByRole('textbox');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('3');
  });

  it('read-only and disabled fields', () => {
    renderWithI18n(
      <>
        <InputText label="RO" value="x" readOnly />
        <InputText label="Off" value="y" disabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'RO' }).hasAttribute('readonly')).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Off' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('isHeldAside', () => {
  it.each([
    ['a short text', 'abc', false, false],
    ['a text past HOLD_ASIDE_ABOVE_CHARS', 'x\n'.repeat(HOLD_ASIDE_ABOVE_CHARS), false, true],
    ['a long line, in any field', 'y'.repeat(HOLD_ASIDE_LINE_CHARS + 1), false, false],
    ['a long line, in a document field', `a\n${'y'.repeat(HOLD_ASIDE_LINE_CHARS + 1)}\nb`, true, true],
    ['a line of exactly the limit', `${'z'.repeat(HOLD_ASIDE_LINE_CHARS)}\nshort`, true, false],
    ['many short lines, in a document field', 'line\n'.repeat(HOLD_ASIDE_LINE_CHARS), true, false],
  ])('%s', (_name, text, holdLongLines, held) => {
    expect(isHeldAside(text, holdLongLines)).toBe(held);
  });

  it('hasLineLongerThan finds the long line anywhere', () => {
    expect(hasLineLongerThan('ab\ncd', 2)).toBe(false);
    expect(hasLineLongerThan('ab\ncde', 2)).toBe(true);
    expect(hasLineLongerThan('abc\nde', 2)).toBe(true);
    expect(hasLineLongerThan('', 0)).toBe(false);
  });
});
