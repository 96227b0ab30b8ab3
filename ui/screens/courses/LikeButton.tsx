import { Button, Icon } from '@chakra-ui/react';
import { Tooltip } from '../../components/Tooltip';
import { courseIcons } from './icons';
import { courseStrings } from './strings';

export interface LikeButtonProps {
  liked: boolean;
  likeCount: number;
  busy: boolean;
  onToggle: (like: boolean) => void;
}

/** Like or unlike a course; the count beside the heart, filled once liked. */
export function LikeButton({ liked, likeCount, busy, onToggle }: LikeButtonProps) {
  return (
    <Tooltip content={courseStrings.likes(likeCount)}>
      <Button
        variant="ghost"
        size="sm"
        colorPalette={liked ? 'red' : 'gray'}
        aria-pressed={liked}
        aria-label={liked ? courseStrings.unlike : courseStrings.like}
        disabled={busy}
        onClick={() => onToggle(!liked)}
      >
        <Icon as={courseIcons.like} aria-hidden fill={liked ? 'currentColor' : 'none'} />
        <span data-testid="like-count">{likeCount}</span>
      </Button>
    </Tooltip>
  );
}
