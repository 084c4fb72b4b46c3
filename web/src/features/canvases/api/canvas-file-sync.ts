/**
 * Keeps a canvas's image files in step with Storage: files the editor holds that are not stored
 * yet are uploaded once (images only, up to MAX_IMAGE_BYTES, as storage.rules require), and files
 * recorded by anyone that the editor lacks are downloaded and handed to it. Storage calls are
 * injected, so the logic is tested without Firebase or Excalidraw.
 */

/** Excalidraw's own insert limit, and the one storage.rules enforce for canvasImages/. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
const IMAGE_TYPE = /^image\/[\w.+-]+$/;

/** A file as Excalidraw holds it (BinaryFileData's fields that matter here). */
export interface EditorFile {
  id: string;
  mimeType: string;
  dataURL: string;
  created: number;
}

/** A stored file's record (where to fetch it). */
export interface RecordedFile {
  id: string;
  mimeType: string;
  url: string;
  created: number;
}

export interface CanvasFileSyncDeps {
  listen(onFiles: (files: RecordedFile[]) => void, onError: (error: Error) => void): () => void;
  /** Uploads the bytes and records the file. */
  store(file: EditorFile, bytes: Blob): Promise<void>;
  /** Downloads a recorded file as the editor wants it. */
  fetch(file: RecordedFile): Promise<EditorFile>;
  /** Files the editor already has, by id. */
  editorHas(id: string): boolean;
  addToEditor(files: EditorFile[]): void;
  /** Turns a data URL into bytes (fetch(dataURL).blob() in the browser). */
  toBlob(dataURL: string): Promise<Blob>;
  /** A file was refused or failed; `reason` is for the person. */
  onError(reason: string, cause?: unknown): void;
}

export class CanvasFileSync {
  /** Ids recorded in Firestore (stored by anyone). */
  private readonly recorded = new Set<string>();
  /** Ids being uploaded, downloaded, or given up on (never tried twice in one session). */
  private readonly handled = new Set<string>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: CanvasFileSyncDeps) {}

  start(): void {
    this.unsubscribe = this.deps.listen(
      (files) => this.receive(files),
      (error) => this.deps.onError('Images could not be loaded.', error),
    );
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private receive(files: RecordedFile[]): void {
    for (const file of files) {
      this.recorded.add(file.id);
      if (this.deps.editorHas(file.id) || this.handled.has(file.id)) continue;
      this.handled.add(file.id);
      void this.deps
        .fetch(file)
        .then((loaded) => this.deps.addToEditor([loaded]))
        .catch((cause: unknown) => {
          this.handled.delete(file.id);
          this.deps.onError('An image could not be loaded.', cause);
        });
    }
  }

  /** Call with the editor's files after each change; uploads the new ones. */
  offer(files: Readonly<Record<string, EditorFile>>): void {
    for (const file of Object.values(files)) {
      if (this.recorded.has(file.id) || this.handled.has(file.id)) continue;
      this.handled.add(file.id);
      void this.upload(file);
    }
  }

  private async upload(file: EditorFile): Promise<void> {
    if (!IMAGE_TYPE.test(file.mimeType)) {
      this.deps.onError('Only images can be added to a canvas.');
      return;
    }
    try {
      const bytes = await this.deps.toBlob(file.dataURL);
      if (bytes.size > MAX_IMAGE_BYTES) {
        this.deps.onError('Images must be 4 MB or smaller.');
        return;
      }
      await this.deps.store(file, bytes);
      this.recorded.add(file.id);
    } catch (cause) {
      // Let the next change try again.
      this.handled.delete(file.id);
      this.deps.onError('An image could not be saved.', cause);
    }
  }
}
