import { useQuery } from '@apollo/client/react';
import { Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COURSE_OF_MAP } from '../../../../src/api/graphql/courseAuthoring';
import type { EditResult } from '../../../../src/model/actions/types';
import { isAdmin } from '../../../../src/model/auth/roles';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import { IconMenuItem } from '../../../components/IconMenuItem';
import { TopBarMenu } from '../../../components/TopBarMenu';
import { useStores } from '../../../shell/StoreContext';
import { TOOL } from '../toolStyle';
import { CourseDetailsDialog } from './CourseDetailsDialog';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { courseIcons } from './icons';
import { MakeCourseDialog } from './MakeCourseDialog';
import { OutlineDialog } from './outline/OutlineDialog';
import { courseMenuStrings as strings } from './strings';

type OpenDialog = 'make' | 'details' | 'outline' | 'delete' | null;

/**
 * The course made from the map (issue 28), for a user who may edit the map: its owner makes one where
 * the map has none; then its details, its outline (map actions, saved with the map), its home page and
 * deleting it.
 */
export const CourseMenu = observer(function CourseMenu({
  editor,
  mapId,
  onResult,
}: {
  editor: MapEditorStore;
  mapId: string;
  onResult: (result: EditResult) => void;
}) {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const courseOfMap = useQuery(COURSE_OF_MAP, { variables: { mapId }, skip: !editor.mayEdit });
  if (!editor.mayEdit) return null;
  const course = courseOfMap.data?.courseOfMap ?? null;
  // Loading for the first time; a refetch (after a thumbnail upload) keeps what was read.
  const firstLoad = courseOfMap.loading && courseOfMap.data === undefined;
  const admin = isAdmin(auth.user?.roles);
  // The owner (share rights) or a site administrator: the server lets them change the course itself.
  const mayManage = (editor.rights?.hasShareRights ?? false) || admin;
  const close = () => setDialog(null);
  return (
    <>
      <TopBarMenu
        icon={courseIcons.course}
        ariaLabel={strings.menu}
        tooltip={strings.menu}
        buttonProps={TOOL}
        onSelect={(value) => {
          if (value === 'home' && course) navigate(`/course/${course.id}`);
          else if (value === 'report') navigate(`/${mapId}/courseReport`);
          else setDialog(value as OpenDialog);
        }}
      >
        {(firstLoad || courseOfMap.error) && (
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>{firstLoad ? strings.loading : strings.loadFailed}</Menu.ItemGroupLabel>
          </Menu.ItemGroup>
        )}
        {!course && !firstLoad && (
          <IconMenuItem value="make" icon={courseIcons.make} disabled={!mayManage || !!courseOfMap.error}>
            {strings.make}
          </IconMenuItem>
        )}
        {course && (
          <>
            <IconMenuItem value="details" icon={courseIcons.details} disabled={!mayManage}>
              {strings.details}
            </IconMenuItem>
            <IconMenuItem value="outline" icon={courseIcons.outline}>
              {strings.outline}
            </IconMenuItem>
            <IconMenuItem value="home" icon={courseIcons.openHome}>
              {strings.openHome}
            </IconMenuItem>
            <IconMenuItem value="report" icon={courseIcons.report}>
              {strings.report}
            </IconMenuItem>
            <Menu.Separator />
            <IconMenuItem value="delete" icon={courseIcons.delete} danger disabled={!mayManage}>
              {strings.delete}
            </IconMenuItem>
          </>
        )}
      </TopBarMenu>
      {dialog === 'make' && (
        <MakeCourseDialog mapId={mapId} initialName={editor.document.map?.name ?? ''} onClose={close} />
      )}
      {dialog === 'details' && course && (
        <CourseDetailsDialog
          course={course}
          isAdmin={admin}
          onThumbnail={() => void courseOfMap.refetch()}
          onSaved={close}
          onClose={close}
        />
      )}
      {dialog === 'outline' && course && (
        <OutlineDialog editor={editor} onResult={onResult} onClose={close} />
      )}
      {dialog === 'delete' && course && <DeleteCourseDialog course={course} mapId={mapId} onClose={close} />}
    </>
  );
});
