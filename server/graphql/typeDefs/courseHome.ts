/**
 * A course as its visitors meet it and its author makes it (issue 28; spec 3 sections 2.1, 3 and 6): the
 * course home with the outline as open to this viewer, and the author's calls.
 */
export const courseHomeTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The course home, signed in or not: open to everyone for a public or public-not-listed course, and
    otherwise to its author, site administrators, enrolled learners, buyers and users its map is shared
    with. 'Course not found.' (NOT_FOUND) to anyone else, as for a missing course. A suspended course
    answers with its suspension and every item suspended (but to its staff).
    """
    courseHome(courseId: ID!): CourseHome!
    "The course made from a map, for a user who may edit the map; null when the map has none."
    courseOfMap(mapId: ID!): Course
  }

  extend type Mutation {
    """
    Counts one visit of the course in its map's usage (course loads) and, signed in, remembers it as the
    viewer's latest use of the course (Recent Courses). The course's pages call it once as a visit
    begins; the course home itself is read again as the learner moves between pages and counts nothing.
    'Course not found.' (NOT_FOUND) as for courseHome.
    """
    visitCourse(courseId: ID!): Boolean!
    """
    Makes a course of a map the signed-in user owns (one course per map): private and free, named as
    given. BAD_USER_INPUT for a name the model refuses; NOT_FOUND ('Map not found.'); FORBIDDEN for a map
    they do not own; CONFLICT ('This map already has a course.').
    """
    createCourse(mapId: ID!, name: String!): Course!
    """
    The author (or a site administrator) changes the course's details. BAD_USER_INPUT with the model's
    messages (name, description, tags, price); the tag 'recommended' only from site administrators.
    """
    updateCourse(courseId: ID!, input: CourseInput!): Course!
    "The author deletes the course; its map, and the outline it holds, stay."
    deleteCourse(courseId: ID!): Boolean!
  }

  "Spec 3 section 3: what a viewer has of a course."
  enum Access {
    None
    Free
    RequiresPayment
    Paid
    Shared
  }

  enum Currency {
    USD
    GBP
    EUR
    NZD
    AUD
  }

  "Minor units (1999 is 19.99) of one currency."
  type Price {
    amount: Int!
    currency: Currency!
  }

  input PriceInput {
    amount: Int!
    currency: Currency!
  }

  input CourseInput {
    name: String!
    description: String!
    tags: [String!]!
    "private, public or public-not-listed."
    access: String!
    "None for a free course."
    price: PriceInput
    "Whether users with edit rights on its map may save copies of it."
    allowCopies: Boolean!
  }

  extend type Course {
    "None for a free course."
    price: Price
    allowCopies: Boolean!
  }

  type CourseHome {
    course: Course!
    access: Access!
    "The author or a site administrator: every item open, whatever the course's state."
    isStaff: Boolean!
    outline: [CourseEntry!]!
    "The first open item not complete yet, once the viewer has started; null otherwise."
    continueItemId: ID
    "Whether the viewer has progress on any item."
    started: Boolean!
    "Whether this server takes payments (a provider is configured)."
    paymentsAvailable: Boolean!
  }

  "A module (with items) or an item of the outline."
  type CourseEntry {
    id: ID!
    "module, lesson, quiz, recall, flashcard, or an unknown type as stored."
    type: String!
    name: String!
    "A module's items; empty for an item."
    items: [CourseEntry!]!
    "An item's state for this viewer: open, login, enrol, pay, unavailable, suspended or unsupported; null for a module."
    state: String
    "A lesson's presentation."
    presentationId: ID
    "A quiz's questions, in the order asked."
    questionIds: [ID!]!
    "A quiz's settings."
    answerMode: String
    enableRedo: Boolean
    "A recall or flashcard item's tag ids."
    tags: [String!]!
    "A lesson's media length in seconds, where known."
    duration: Float
    "The viewer's completion from 0 to 1 (lesson: watched share; quiz: share answered correctly); null signed out or for modules."
    progress: Float
    "Lesson at 0.9 or more, quiz at 0.99 or more (spec 3 section 9)."
    complete: Boolean!
  }
`;

/** Buying a course through the payment provider's hosted checkout (issue 28; DESIGN.md). */
export const paymentsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Starts the provider's hosted checkout for the signed-in user to buy a paid course they may see and
    have not bought; answers the page to send them to. Access becomes Paid only when the provider's signed
    webhook confirms the checkout. Refusals as BAD_USER_INPUT: 'Payments are not available.' without
    provider configuration, 'This course is free.', 'You already own this course.' (its author included);
    NOT_FOUND as courseHome; CONFLICT 'This course is suspended.'.
    """
    startCourseCheckout(courseId: ID!): CourseCheckout!
  }

  type CourseCheckout {
    "The provider's hosted checkout page."
    url: String!
  }
`;
