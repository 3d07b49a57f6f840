import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a list's add-or-edit modal is doing. */
export type FormModalState<Row> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: Row };

type Open<Row> = Exclude<FormModalState<Row>, { mode: 'closed' }>;

const closed = { mode: 'closed' } as const;

/** The row an open modal edits, or null when it adds one. */
const rowOf = <Row,>(open: Open<Row>) => (open.mode === 'edit' ? open.row : null);

/** The state of a list's modal (closed unless `initial` says otherwise) and what opens and closes it. */
export function useFormModal<Row>(initial: FormModalState<Row> = closed) {
  const [state, setState] = useState<FormModalState<Row>>(initial);
  return {
    state,
    add: () => setState({ mode: 'add' }),
    edit: (row: Row) => setState({ mode: 'edit', row }),
    close: () => setState(closed),
  };
}

export type FormModalControl<Row> = ReturnType<typeof useFormModal<Row>>;

interface FormModalProps<Row> extends Pick<ModalProps, 'size'> {
  modal: FormModalControl<Row>;
  /** The title for the row being edited, or for a new one (null). */
  title: (row: Row | null) => ReactNode;
  /** The form for the row being edited, or for a new one (null); it calls `modal.close` when done. */
  children: (row: Row | null) => ReactNode;
}

/**
 * A list's add-or-edit modal. Its form mounts afresh each time the modal opens, so it starts
 * from the row it edits (or blank) and with its requests' state clear, without an effect that
 * resets it; while the modal fades out, it keeps showing what it showed.
 */
export function FormModal<Row>({ modal, title, children, size }: FormModalProps<Row>) {
  const { state } = modal;
  const [shown, setShown] = useState<{ open: Open<Row>; key: number } | null>(null);
  // Each opening (a new state object) gets a new key: React's way to start a subtree afresh.
  if (state.mode !== 'closed' && state !== shown?.open)
    setShown({ open: state, key: (shown?.key ?? 0) + 1 });
  return (
    <Modal
      opened={state.mode !== 'closed'}
      onClose={modal.close}
      title={shown && title(rowOf(shown.open))}
      size={size}
    >
      {shown && <Fragment key={shown.key}>{children(rowOf(shown.open))}</Fragment>}
    </Modal>
  );
}

interface FormModalFooterProps {
  onCancel: () => void;
  /** The form's request is under way: the submit button spins and takes no second click. */
  pending: boolean;
  /** Whether the form edits a row (Save) or adds one (Add), unless `label` says otherwise. */
  editing?: boolean;
  label?: ReactNode;
}

/** A modal form's buttons, right-aligned: cancel, and submit with its request's pending state. */
export function FormModalFooter({
  onCancel,
  pending,
  editing = false,
  label,
}: FormModalFooterProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {label ?? t(editing ? 'actions.save' : 'actions.add')}
      </Button>
    </Group>
  );
}
