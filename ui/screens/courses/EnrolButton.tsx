import { Button, Icon } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { courseIcons } from './icons';
import { courseStrings } from './strings';

export interface EnrolButtonProps {
  courseName: string;
  enrolled: boolean;
  busy: boolean;
  onEnrol: () => void;
  onUnenrol: () => void;
}

/** 'Add to my courses', or, once enrolled, removing the course after a confirmation. */
export function EnrolButton({ courseName, enrolled, busy, onEnrol, onUnenrol }: EnrolButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!enrolled)
    return (
      <Button size="sm" colorPalette="brand" loading={busy} onClick={onEnrol}>
        <Icon as={courseIcons.enrol} aria-hidden />
        {courseStrings.addToMyCourses}
      </Button>
    );
  return (
    <>
      <Button size="sm" variant="outline" loading={busy} onClick={() => setConfirming(true)}>
        <Icon as={courseIcons.unenrol} aria-hidden />
        {courseStrings.removeFromMyCourses}
      </Button>
      <ConfirmDialog
        destructive
        open={confirming}
        title={courseStrings.removeTitle}
        message={courseStrings.removeMessage(courseName)}
        defaultToCancel
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onUnenrol();
        }}
      />
    </>
  );
}
