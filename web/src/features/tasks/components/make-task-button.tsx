/**
 * The "Make a task" button of a thing tasks are made from, and the dialog it opens (its own
 * chunk, fetched on the first press: the pages that offer it do not carry the form).
 */
import type { TaskSource } from '@crewspace/common/task-model';
import { Suspense, lazy, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { MakeTaskDialogProps } from './make-task-dialog';

const MakeTaskDialog = lazy(() =>
  import('./make-task-dialog').then((module) => ({ default: module.MakeTaskDialog })),
);

export type LazyMakeTaskDialogProps = MakeTaskDialogProps;

/** The make-a-task dialog, loaded when first shown. Render it while open; `onClose` unmounts it. */
export function LazyMakeTaskDialog(props: LazyMakeTaskDialogProps) {
  return (
    <Suspense fallback={null}>
      <MakeTaskDialog {...props} />
    </Suspense>
  );
}

export interface MakeTaskButtonProps {
  workspaceId: string;
  uid: string;
  /** Read when pressed: what is selected then (a canvas's elements) is the source. */
  source(): { source: TaskSource; title: string } | null;
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

export function MakeTaskButton({
  workspaceId,
  uid,
  source,
  label = 'Make a task',
  size = 'sm',
  variant = 'secondary',
  disabled,
}: MakeTaskButtonProps) {
  const [open, setOpen] = useState<{ source: TaskSource; title: string } | null>(null);
  return (
    <>
      <Button size={size} variant={variant} disabled={disabled} onClick={() => setOpen(source())}>
        {label}
      </Button>
      {open ? (
        <LazyMakeTaskDialog
          workspaceId={workspaceId}
          uid={uid}
          source={open.source}
          title={open.title}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
