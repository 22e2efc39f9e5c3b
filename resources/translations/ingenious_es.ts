<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>Re&amp;producir…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>&amp;Deshacer turno</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>&amp;Rehacer turno</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>&amp;Acerca de Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Jugadores, en orden de asiento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Quién empieza:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Jugador {number} (equipo {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Por sorteo</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Estándar, 2 jugadores</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Estándar, 3 jugadores</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Estándar, 4 jugadores</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Edición de viaje, 2 jugadores</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>Por equipos, 4 jugadores (puestos 1+3 contra 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Como el sistema ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Mostrar los puntos que daría una ficha antes de colocarla</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Mostrar el atril de cada jugador boca arriba</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Para aprender el juego: con esta opción, nada queda oculto para nadie frente a la pantalla, ni siquiera las fichas de los jugadores del ordenador.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animaciones:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Vista previa de puntos:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Todos los atriles:</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Aquí no: esto está fuera del tablero de esta partida</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Aquí no: una ficha cubre dos casillas vecinas</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Aquí no: una de estas casillas ya está ocupada</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Aquí no: en la primera ronda una ficha debe tocar un símbolo impreso que ninguna ficha toca todavía</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Aquí no: esto dejaría una casilla aislada, una casilla vacía sin vecina vacía</translation>
    </message>
</context>
</TS>
