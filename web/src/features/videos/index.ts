/**
 * The videos feature's public surface. The library page (player, thumbnails) is lazy here, so
 * it loads only when a videos address is opened.
 */
import { lazy } from 'react';

export const VideosPage = lazy(() =>
  import('./components/videos-page').then((module) => ({ default: module.VideosPage })),
);
export { UploadProvider, type UploadProviderProps } from './upload-provider';
export { CommentComposer } from './review/comment-composer';
export { UploadVideoButton } from './components/upload-video-button';
export { useUploads } from './upload-context';
export { useProjectVideos, useVideos } from './api/use-videos';
export type { Video, VideoVersion } from './api/videos';
