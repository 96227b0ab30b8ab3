import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fetchLegalLinks } from '../../../src/api/legal';
import {
  LEGAL_DOCUMENTS,
  LEGAL_PATHS,
  type LegalDocumentKind,
  type LegalLinks,
} from '../../../src/model/legal';
import { APP_BASE_PATH } from '../../../src/model/version';
import { legalStrings } from './strings';

/** The operator's address for the document, once the server has answered (undefined until then). */
function useOperatorUrl(kind: LegalDocumentKind): string | null | undefined {
  const [links, setLinks] = useState<LegalLinks | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // Unanswered, the shipped text is shown: the page must not stay empty.
    fetchLegalLinks()
      .then((answer) => live && setLinks(answer))
      .catch(() => live && setLinks(null));
    return () => {
      live = false;
    };
  }, []);
  if (links === undefined) return undefined;
  return kind === 'terms' ? (links?.termsUrl ?? null) : (links?.privacyUrl ?? null);
}

/**
 * /legal/terms and /legal/privacy (spec 1 section 2), open to everyone: the operator's own document
 * when configured (a link to it), else the shipped text.
 */
export function LegalScreen({ kind }: { kind: LegalDocumentKind }) {
  const document = LEGAL_DOCUMENTS[kind];
  const operatorUrl = useOperatorUrl(kind);
  const other: LegalDocumentKind = kind === 'terms' ? 'privacy' : 'terms';
  return (
    <Box as="main" p={{ base: '5', md: '10' }} maxW="760px" mx="auto">
      <Stack gap="5">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/">{legalStrings.productName}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {document.title}
        </Heading>
        {operatorUrl === undefined ? (
          <Text color="fg.muted">{legalStrings.loading}</Text>
        ) : operatorUrl ? (
          <Text>
            {legalStrings.publishedByOperator}{' '}
            <Link href={operatorUrl} color="brand.fg" textDecoration="underline">
              {operatorUrl}
            </Link>
          </Text>
        ) : (
          <>
            <Text>{document.intro}</Text>
            {document.sections.map((section) => (
              <Stack as="section" gap="2" key={section.heading}>
                <Heading as="h2" size="md">
                  {section.heading}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            ))}
          </>
        )}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={LEGAL_PATHS[other]}>{LEGAL_DOCUMENTS[other].title}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}

/** Links to both documents, opening in a new tab so a form being filled in stays as it is. */
export function LegalLinksLine() {
  return (
    <Text fontSize="sm" color="fg.muted">
      {legalStrings.read} <LegalLink document="terms" /> {legalStrings.and} <LegalLink document="privacy" />
    </Text>
  );
}

function LegalLink({ document }: { document: keyof typeof LEGAL_PATHS }) {
  return (
    <Link
      href={`${APP_BASE_PATH}${LEGAL_PATHS[document]}`}
      target="_blank"
      rel="noopener"
      color="brand.fg"
      textDecoration="underline"
    >
      {LEGAL_DOCUMENTS[document].title}
    </Link>
  );
}
