import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import styles from './CommandDialog.module.css';

export interface CommandItem {
  id: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface CommandSection {
  id: string;
  title: string;
  items: CommandItem[];
}

export interface CommandDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog and its search field. */
  label: string;
  resultsLabel: string;
  clearLabel: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Results already filtered and grouped by the caller (the search runs in a worker). */
  sections: CommandSection[];
  onAction: (id: string) => void;
}

/**
 * A modal search-and-run dialog: a combobox that keeps focus while Arrow keys move a virtual
 * highlight through a sectioned listbox (aria-activedescendant), Enter runs, Escape closes.
 */
export function CommandDialog(props: CommandDialogProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={props.label}>
          <Autocomplete inputValue={props.query} onInputChange={props.onQueryChange}>
            <TextField className={styles.field} aria-label={props.label} autoFocus>
              <Search size={18} aria-hidden className={styles.searchIcon} />
              {/* A combobox that owns the listbox (Autocomplete wires aria-controls and aria-activedescendant). */}
              <Input
                className={styles.input}
                placeholder={props.placeholder}
                role="combobox"
                aria-expanded={props.sections.length > 0}
              />
              {props.query ? (
                <AriaButton className={styles.clear} aria-label={props.clearLabel} onPress={() => props.onQueryChange('')}>
                  <X size={16} aria-hidden />
                </AriaButton>
              ) : null}
            </TextField>
            <ListBox
              className={styles.list}
              aria-label={props.resultsLabel}
              items={props.sections}
              onAction={(key) => props.onAction(String(key))}
            >
              {(section) => (
                <ListBoxSection id={section.id} className={styles.section}>
                  <Header className={styles.header}>{section.title}</Header>
                  {section.items.map((item) => (
                    <ListBoxItem key={item.id} id={item.id} textValue={item.label} className={styles.item}>
                      {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                      <span className={styles.text}>
                        <span className={styles.label}>{item.label}</span>
                        {item.description ? <span className={styles.description}>{item.description}</span> : null}
                      </span>
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
