'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// socket.io of the stock application (index.js), 2.5 or 4 by the variant, on its HTTP server: the
// rooms a socket joins, and spec §7's events the routes (routes.js) emit through it.

/** socket.io by the major version a variant speaks: 2.5 (Engine.IO 3) or 4 (Engine.IO 4). */
const SOCKET_IO = { 2: () => require('socket.io-v2'), 4: () => require('socket.io').Server };

/** socket.io (2.5 or 4) on `server`: the token in the query, rooms joined on request. */
function attachSocketIo(server, models, version) {
  const io = version === 4 ? new (SOCKET_IO[4]())(server) : SOCKET_IO[2]()(server);
  /** Joins or leaves, then answers the ack: socket.io 2 takes a callback, 4 is done at once. */
  const inRoom = (socket, verb, room, ack) => {
    const done = () => typeof ack === 'function' && ack({ ok: true, room: String(room) });
    if (version === 4) {
      socket[verb](String(room));
      done();
    } else socket[verb](String(room), done);
  };
  const connected = new Map();
  io.use((socket, next) => {
    const id = socket.handshake.query && socket.handshake.query.access_token;
    if (!id) return next(Object.assign(new Error('Authorization Required'), { data: { code: 'AUTHORIZATION_REQUIRED' } }));
    models.AccessToken.resolve(String(id), (error, token) => {
      if (error || !token) return next(Object.assign(new Error('Authorization Required'), { data: { code: 'AUTHORIZATION_REQUIRED' } }));
      socket.userId = token.userId;
      models.user.findById(token.userId).then(
        (user) => {
          socket.staff = Boolean(user && user.roleId != null);
          next();
        },
        (findError) => next(findError),
      );
    });
  });
  io.on('connection', (socket) => {
    connected.set(socket.id, socket);
    if (!socket.staff) socket.join(`user-${socket.userId}`);
    socket.on('join', (room, ack) => inRoom(socket, 'join', room, ack));
    socket.on('leave', (room, ack) => inRoom(socket, 'leave', room, ack));
    socket.on('disconnect', () => connected.delete(socket.id));
  });
  return {
    io,
    emit: (room, event, payload) => io.to(room).emit(event, payload),
    toStaff: (event, payload) => {
      for (const socket of connected.values()) if (socket.staff) socket.emit(event, payload);
    },
    /** App users' sockets (devices). */
    sockets: () => [...connected.values()].filter((socket) => !socket.staff),
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

module.exports = { attachSocketIo };
