/**
 * Keeps one canvas's elements in step with Firestore: remote changes are reconciled into the
 * editor's scene; local edits are saved after a pause (debounced), writing only elements whose
 * version differs from the last one saved or seen. The storage calls are injected, so the
 * logic is tested without Firestore or Excalidraw.
 */
import type { ElementWrite, StoredElement } from '../api/canvas-elements';
import { changedSince, reconcileElements, type VersionedElement } from './reconcile';

export interface CanvasSyncDeps<T extends VersionedElement> {
  listen(
    onChanges: (changed: StoredElement[], initial: boolean) => void,
    onError: (error: Error) => void,
  ): () => void;
  write(elements: ElementWrite[], existing: ReadonlySet<string>): Promise<void>;
  /** The editor's elements including deleted ones; null until the editor is ready. */
  getLocal(): readonly T[] | null;
  /** Puts a reconciled scene into the editor (without adding it to undo history). */
  applyMerged(elements: readonly T[]): void;
  /** The first server state, for the editor's initial data. */
  onInitial(elements: T[]): void;
  onError(error: Error): void;
  /** Called when a save with `count` changed elements starts. */
  onSaving?(count: number): void;
  /** Called after each successful save. */
  onSaved?(count: number): void;
  debounceMs?: number;
}

export class CanvasSync<T extends VersionedElement> {
  private readonly saved = new Map<string, number>();
  private readonly existing = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly deps: CanvasSyncDeps<T>) {}

  start(): void {
    this.unsubscribe = this.deps.listen(
      (changed, initial) => this.receive(changed, initial),
      (error) => this.deps.onError(error),
    );
  }

  /** Stops listening and saves what is left. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.flush();
  }

  private receive(changed: StoredElement[], initial: boolean): void {
    const remote: T[] = [];
    for (const stored of changed) {
      this.existing.add(stored.id);
      if (!stored.element) continue;
      const element = { ...stored.element, id: stored.id } as unknown as T;
      remote.push(element);
      // What the server holds counts as saved, unless this tab has saved something newer.
      const known = this.saved.get(stored.id);
      if (known === undefined || element.version >= known)
        this.saved.set(stored.id, element.version);
    }
    if (initial) {
      this.deps.onInitial(remote);
      return;
    }
    const local = this.deps.getLocal();
    if (!local || remote.length === 0) return;
    const merged = reconcileElements(local, remote);
    if (merged !== local) this.deps.applyMerged(merged);
  }

  /** Call on every editor change; saves after the pause. */
  scheduleSave(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.deps.debounceMs ?? 500);
  }

  /** Saves now (waiting for any save in progress first). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.saving = this.saving.then(() => this.save());
    return this.saving;
  }

  private async save(): Promise<void> {
    const local = this.deps.getLocal();
    if (!local) return;
    const changed = changedSince(local, this.saved);
    if (changed.length === 0) return;
    const previous = new Map(changed.map((element) => [element.id, this.saved.get(element.id)]));
    for (const element of changed) this.saved.set(element.id, element.version);
    this.deps.onSaving?.(changed.length);
    try {
      await this.deps.write(
        changed.map((element) => ({
          id: element.id,
          version: element.version,
          versionNonce: element.versionNonce,
          element,
        })),
        new Set(this.existing),
      );
      for (const element of changed) this.existing.add(element.id);
      this.deps.onSaved?.(changed.length);
    } catch (cause) {
      // Forget the optimistic versions so the next change retries them.
      for (const [id, version] of previous) {
        if (version === undefined) this.saved.delete(id);
        else this.saved.set(id, version);
      }
      this.deps.onError(cause instanceof Error ? cause : new Error(String(cause)));
    }
  }
}
