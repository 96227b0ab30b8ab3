import { Box, Button, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { richTextPlain } from '../../../../src/model/richText/plainText';
import type { QuestionEditStore } from '../../../../src/stores/quiz/QuestionEditStore';
import { EmptyState } from '../../../components/EmptyState';
import { IconAction } from '../../../components/IconAction';
import { ConfirmDialog } from '../../../dialogs/ConfirmDialog';
import { questionEditIcons as icons } from './icons';
import { questionEditStrings as strings } from './strings';

/**
 * The map's questions in order (spec 3 section 4.5): each shown by its number, type and text, marked when
 * changed or not yet savable; chosen, moved up or down, deleted after the app's confirm; a new one added.
 * `onShow` goes to a question's route (the store follows the route).
 */
export const QuestionList = observer(function QuestionList({
  store,
  onShow,
}: {
  store: QuestionEditStore;
  onShow: (questionId: string) => void;
}) {
  const [deleting, setDeleting] = useState<{ id: string; position: number } | null>(null);
  const { questions, current, problems } = store;
  return (
    <Box
      as="nav"
      aria-label={strings.questions}
      w="64"
      flexShrink={0}
      borderRightWidth="1px"
      overflowY="auto"
      p="3"
    >
      <HStack justify="space-between" mb="2">
        <Text as="h2" fontWeight="semibold">
          {strings.questions}
        </Text>
        <Button size="xs" variant="outline" onClick={() => onShow(store.add())}>
          <Icon as={icons.add} aria-hidden />
          {strings.add}
        </Button>
      </HStack>
      {questions.length === 0 && (
        <EmptyState size="sm" icon={icons.questions} title={strings.none} description={strings.noneHint} />
      )}
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
        {questions.map((question, index) => {
          const position = index + 1;
          const isCurrent = question.id === current?.id;
          const problem = problems.get(question.id);
          const text = richTextPlain(question.prose).trim();
          return (
            <Box
              as="li"
              key={question.id}
              borderRadius="md"
              bg={isCurrent ? 'bg.muted' : undefined}
              data-testid="question-entry"
            >
              <Button
                variant="ghost"
                size="sm"
                w="full"
                h="auto"
                py="1"
                justifyContent="start"
                textAlign="start"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onShow(question.id)}
              >
                <Stack gap="0" minW="0" flex="1">
                  <HStack gap="1">
                    <Text fontWeight="semibold">{strings.question(position)}</Text>
                    {store.isModified(question.id) && (
                      <Text as="span" color="fg.muted" fontSize="xs">
                        ({strings.modified})
                      </Text>
                    )}
                    {problem && (
                      <>
                        <Icon as={icons.problem} color="fg.warning" aria-hidden />
                        <VisuallyHidden>{`${strings.hasProblem}: ${problem.title}`}</VisuallyHidden>
                      </>
                    )}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" data-testid="question-type">
                    {strings.answerTypes[question.answerType]}
                  </Text>
                  <Text fontSize="xs" truncate data-testid="question-text">
                    {text === '' ? strings.noText : text}
                  </Text>
                </Stack>
              </Button>
              <HStack gap="0" justify="end">
                <IconAction
                  size="2xs"
                  icon={icons.moveUp}
                  label={strings.moveUp(position)}
                  disabled={index === 0}
                  onClick={() => store.move(index, -1)}
                />
                <IconAction
                  size="2xs"
                  icon={icons.moveDown}
                  label={strings.moveDown(position)}
                  disabled={index === questions.length - 1}
                  onClick={() => store.move(index, 1)}
                />
                <IconAction
                  size="2xs"
                  danger
                  icon={icons.delete}
                  label={strings.remove(position)}
                  onClick={() => setDeleting({ id: question.id, position })}
                />
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        destructive
        defaultToCancel
        open={deleting !== null}
        title={strings.removeTitle}
        message={deleting ? strings.removeMessage(deleting.position) : ''}
        onConfirm={() => {
          if (deleting) store.remove(deleting.id);
          setDeleting(null);
          const shown = store.current;
          if (shown) onShow(shown.id);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
});
