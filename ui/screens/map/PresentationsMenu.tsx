import { Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { studyPaths } from '../../../src/model/courses/studyPaths';
import { PRESENTATION_TYPE } from '../../../src/model/presentation/constants';
import { loadPresentation } from '../../../src/model/presentation/load';
import type { Presentation } from '../../../src/model/presentation/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { IconMenuItem } from '../../components/IconMenuItem';
import { TopBarMenu } from '../../components/TopBarMenu';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import type { StartPresentationState } from '../presentation/ReplayView';
import { mapIcons } from './icons';
import { presentationsMenuStrings as strings } from './strings';
import { TOOL } from './toolStyle';

/** Where a presentation or lesson of the map is played, recorded or shown as slides (spec 3 section 2.1). */
function routeOf(mapId: string, presentation: Presentation, suffix: 'standalone' | 'edit' | 'contentslides') {
  const kind = presentation.type === PRESENTATION_TYPE.LESSON ? 'lesson' : 'presentation';
  const paths = studyPaths({ mapId, courseId: null });
  // Recording has one route for both kinds.
  if (suffix === 'edit') return `/${mapId}/presentation/${presentation.id}/edit`;
  return suffix === 'standalone'
    ? paths.presentation(kind, presentation.id)
    : paths.contentSlides({ kind, presentationId: presentation.id });
}

/**
 * The map's presentations and lessons (issue 25): each played (started at once: the user asked), shown
 * as content slides, and, for an author, recorded again or deleted (in edit mode, saved with the map);
 * a new one recorded; the map's own content slides.
 */
export const PresentationsMenu = observer(function PresentationsMenu({
  editor,
  mapId,
}: {
  editor: MapEditorStore;
  mapId: string;
}) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Presentation | null>(null);
  const stored = editor.document.map?.presentations ?? [];
  const presentations = stored.map((entry) => loadPresentation(entry).presentation);
  const play: StartPresentationState = { startPresentation: true };
  return (
    <>
      <TopBarMenu
        icon={mapIcons.presentations}
        ariaLabel={strings.menu}
        tooltip={strings.menu}
        buttonProps={TOOL}
        onSelect={(value) => {
          const [action, id] = value.split(':');
          const presentation = presentations.find((entry) => entry.id === id);
          if (action === 'new') navigate(`/${mapId}/presentation/new/edit`);
          if (action === 'slides') navigate(`/${mapId}/contentslides`);
          if (!presentation) return;
          if (action === 'play') navigate(routeOf(mapId, presentation, 'standalone'), { state: play });
          if (action === 'record') navigate(routeOf(mapId, presentation, 'edit'));
          if (action === 'presentationSlides') navigate(routeOf(mapId, presentation, 'contentslides'));
          if (action === 'delete') setDeleting(presentation);
        }}
      >
        {presentations.length === 0 && (
          <Menu.Item value="none" disabled>
            {strings.none}
          </Menu.Item>
        )}
        {presentations.map((presentation) => (
          <Menu.ItemGroup key={presentation.id}>
            <Menu.ItemGroupLabel>{strings.entry(presentation.name, presentation.type)}</Menu.ItemGroupLabel>
            <IconMenuItem value={`play:${presentation.id}`} icon={mapIcons.play}>
              {strings.play(presentation.name)}
            </IconMenuItem>
            <IconMenuItem value={`presentationSlides:${presentation.id}`} icon={mapIcons.slides}>
              {strings.slides(presentation.name)}
            </IconMenuItem>
            {editor.mayEdit && (
              <IconMenuItem value={`record:${presentation.id}`} icon={mapIcons.record}>
                {strings.record(presentation.name)}
              </IconMenuItem>
            )}
            {editor.canEdit && (
              <IconMenuItem value={`delete:${presentation.id}`} icon={mapIcons.deleteMap} danger>
                {strings.delete(presentation.name)}
              </IconMenuItem>
            )}
          </Menu.ItemGroup>
        ))}
        <Menu.Separator />
        {editor.mayEdit && (
          <IconMenuItem value="new" icon={mapIcons.record}>
            {strings.newPresentation}
          </IconMenuItem>
        )}
        <IconMenuItem value="slides" icon={mapIcons.slides}>
          {strings.mapSlides}
        </IconMenuItem>
      </TopBarMenu>
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={strings.deleteTitle}
        message={deleting ? strings.deleteMessage(deleting.name) : ''}
        onConfirm={() => {
          if (deleting)
            editor.edit({ type: 'setPresentation', presentationId: deleting.id, presentation: null });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
});
