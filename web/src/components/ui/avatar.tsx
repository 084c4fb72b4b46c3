import { DEFAULT_AVATAR_PATH } from '@crewspace/common/models';
import { useState } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** Image URL; a missing or broken one shows the bundled default avatar. */
  src: string | null | undefined;
  /** Whose avatar it is (the image's alt text); empty when a name is shown next to it. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && src !== broken ? src : DEFAULT_AVATAR_PATH;
  return (
    <img
      className={`${styles.avatar} ${styles[size]}`}
      src={url}
      alt={name}
      onError={() => setBroken(url)}
      referrerPolicy="no-referrer"
    />
  );
}
