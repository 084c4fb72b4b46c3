/** The video hooks: lists and one video, live, and the details' actions. */
import { useMemo } from 'react';
import type { ReviewStatus } from '@crewspace/common/video-review';
import { useFirestore, useStorage } from 'reactfire';
import { useDocData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { deleteVideo, saveVideoDetails } from './manage-video';
import { projectVideosQuery, videoRef, videosQuery, type Video } from './videos';

/** The workspace's newest `max` videos (of one review status, if given), live. */
export function useVideos(
  workspaceId: string,
  max: number,
  status: ReviewStatus | null = null,
): LiveState<Video[]> {
  return useQueryData(videosQuery(useFirestore(), workspaceId, max, status));
}

/** One video, live; null when it does not exist. */
export function useVideo(workspaceId: string, videoId: string | null): LiveState<Video | null> {
  const db = useFirestore();
  return useDocData(videoId ? videoRef(db, workspaceId, videoId) : null);
}

/** A project's videos, at most `max`, live. */
export function useProjectVideos(
  workspaceId: string,
  projectId: string,
  max: number,
): LiveState<Video[]> {
  return useQueryData(projectVideosQuery(useFirestore(), workspaceId, projectId, max));
}

export function useVideoActions(uid: string) {
  const db = useFirestore();
  const storage = useStorage();
  return useMemo(
    () => ({
      save: (video: Video, changes: { videoName: string; notes: string }) =>
        saveVideoDetails(db, video, changes),
      remove: (video: Video) => deleteVideo({ db, storage }, video, uid),
    }),
    [db, storage, uid],
  );
}
