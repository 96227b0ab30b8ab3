/** The monitor page (issue 22, /monitor): ADMIN only (FORBIDDEN otherwise). Counts are this process's. */
export const monitorTypeDefs = /* GraphQL */ `
  extend type Query {
    monitor: Monitor!
  }

  type DependencyHealth {
    ok: Boolean!
    latencyMs: Int!
    "Why the check failed; null when it answered."
    error: String
  }

  type MonitorServer {
    version: String!
    uptimeSeconds: Int!
    processId: Int!
    memoryMb: Int!
  }

  type MonitorDatabase {
    "pglite or postgres."
    kind: String!
    health: DependencyHealth!
  }

  type ServerError {
    id: ID!
    at: String!
    "The HTTP route, or GraphQL."
    source: String!
    message: String!
  }

  type Monitor {
    server: MonitorServer!
    database: MonitorDatabase!
    "Null when no Redis is configured (REDIS_URL)."
    redis: DependencyHealth
    "Sign-in sessions alive now, over every process."
    liveSessions: Int!
    "socket.io connections at /smartremote on this process."
    sockets: Int!
    "y-websocket connections at /collab on this process, and their rooms."
    collabConnections: Int!
    collabRooms: Int!
    "The latest unexpected errors of this process, newest first."
    recentServerErrors: [ServerError!]!
    "The latest client error reports, newest first."
    recentClientErrors: [AdminClientError!]!
  }
`;
