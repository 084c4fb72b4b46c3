/**
 * The videos feature's public surface. The library page (player, thumbnails) and the frame of
 * a moment are lazy here, so they load only where they are shown.
 */
import { lazy } from 'react';

export const VideosPage = lazy(() =>
  import('./components/videos-page').then((module) => ({ default: module.VideosPage })),
);
export { UploadProvider, type UploadProviderProps } from './upload-provider';
export { UploadVideoButton } from './components/upload-video-button';
export { useUploads } from './upload-context';
export { useProjectVideos, useVideos } from './api/use-videos';
export type { Video, VideoVersion } from './api/videos';
export const VideoMomentFrame = lazy(() =>
  import('./components/video-moment-frame').then((module) => ({
    default: module.VideoMomentFrame,
  })),
);
