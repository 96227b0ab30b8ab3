/** Texts of the node panel's fields beyond the editor's own (ui/screens/map/strings.ts). */
export const panelStrings = {
  colour: 'Colour',
  colourNamed: (hex: string) => `Colour ${hex}`,
  truthColour: 'Use the truth colour',
  visibility: 'Visibility',
  showDescendants: 'Show descendants',
  showAscendants: 'Show ascendants',
  neighbourhood: 'Neighbourhood',
  noNeighbourhood: 'None',
  newNeighbourhood: 'New neighbourhood rooted here',
  neighbourhoodOf: (rootTitle: string) => `Neighbourhood of ${rootTitle}`,
} as const;
