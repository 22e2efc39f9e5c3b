<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergabe…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;verlauf</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>Ü&amp;ber Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Spieler in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Spieler {number} (Team {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 Spieler</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 Spieler</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 Spieler</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Reiseausgabe, 2 Spieler</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>Teamspiel, 4 Spieler (Plätze 1+3 gegen 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Die Punkte eines Spielsteins schon vor dem Legen zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Die Spielsteine aller Spieler offen zeigen</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Zum Kennenlernen des Spiels: Ist dies eingeschaltet, bleibt niemandem am Bildschirm etwas verborgen, auch nicht die Spielsteine der Computerspieler.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Punktevorschau:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Alle Spielsteine:</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Nicht hier: Das liegt außerhalb des Spielbretts dieser Partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Nicht hier: Ein Spielstein bedeckt zwei benachbarte Felder</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Nicht hier: Eines dieser Felder ist schon belegt</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Nicht hier: In der ersten Runde muss ein Spielstein ein aufgedrucktes Symbol berühren, das noch kein Stein berührt</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Nicht hier: Das ließe ein isoliertes Feld zurück, ein leeres Feld ohne leeren Nachbarn</translation>
    </message>
</context>
</TS>
