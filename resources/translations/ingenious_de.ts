<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Review game…</source>
        <translation>Partie auswerten…</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Tipps für {name}: {count}</translation>
    </message>
</context>
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
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Auswertung der Partie</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>Gold: der beste Zug des Trainers. Rot gestrichelt: der gespielte Zug.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} hat die Spielsteine getauscht. Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: {name} hat die Spielsteine behalten. Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: placement {number}. Expected result {played}, after the best {best}.</source>
        <translation>{verdict}: Zug {number}. Erwartetes Ergebnis {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict}: {name}, Zug {number}. Siegchance {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, the worst first.</source>
        <translation>Auswertung fertig: {count} Entscheidungen bewertet, die schlechteste zuerst.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Bewerte Entscheidung {done} von {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>Der Trainer sieht sich die Partie an…</translation>
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
    <name>WinChanceBar</name>
    <message>
        <source>Expected result</source>
        <translation>Erwartetes Ergebnis</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Die besten Züge des Trainers auf dem Spielplan zeigen (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Partie &amp;auswerten…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>&amp;Siegchancen</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Klicke noch einmal auf den Tipp oder drücke die Eingabetaste, um den Spielstein dort abzulegen.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Ein Tipp ist für den Spieler, der gerade am Zug ist.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Der Trainer denkt nach…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold. Click a suggestion to pick up its tile.</source>
        <translation>Der beste Zug des Trainers ist golden umrandet. Klicke auf einen Vorschlag, um seinen Spielstein aufzunehmen.</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Nichts auszuwerten</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>In dieser Partie wurde noch kein Spielstein gelegt.</translation>
    </message>
</context>
</TS>
