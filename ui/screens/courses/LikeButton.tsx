import { Button } from '@chakra-ui/react';
import { courseStrings } from './strings';

export interface LikeButtonProps {
  liked: boolean;
  likeCount: number;
  busy: boolean;
  onToggle: (like: boolean) => void;
}

/** Like or unlike a course; the count beside the heart. */
export function LikeButton({ liked, likeCount, busy, onToggle }: LikeButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      colorPalette={liked ? 'red' : 'gray'}
      aria-pressed={liked}
      aria-label={liked ? courseStrings.unlike : courseStrings.like}
      title={courseStrings.likes(likeCount)}
      disabled={busy}
      onClick={() => onToggle(!liked)}
    >
      <span aria-hidden="true">{liked ? '\u2665' : '\u2661'}</span>
      <span data-testid="like-count">{likeCount}</span>
    </Button>
  );
}
