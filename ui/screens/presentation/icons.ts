/** The replay's icons (ui/theme/GUIDE.md, Icons): one lucide-react icon per meaning. */
export {
  ExpandIcon as FullscreenIcon,
  FastForwardIcon as ForwardIcon,
  PauseIcon,
  PlayIcon,
  RewindIcon,
  SkipBackIcon as ToStartIcon,
  SkipForwardIcon as ToEndIcon,
  StepBackIcon as PreviousStepIcon,
  StepForwardIcon as NextStepIcon,
  Volume2Icon as SoundOnIcon,
  VolumeXIcon as SoundOffIcon,
} from 'lucide-react';
