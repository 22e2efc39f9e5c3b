<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>&amp;Annuler le tour</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>&amp;Rétablir le tour</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>À &amp;propos d’Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d'ici</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l’ordre des places</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Joueur {number} (équipe {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 joueurs</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 joueurs</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 joueurs</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Édition de voyage, 2 joueurs</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>En équipes, 4 joueurs (places 1+3 contre 2+4)</translation>
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
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Comme le système ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Afficher les points qu’une tuile rapporterait avant de la poser</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Montrer le chevalet de chaque joueur, face visible</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Pour apprendre le jeu&#xa0;: avec cette option, rien n’est caché à personne devant l’écran, pas même les tuiles des joueurs ordinateur.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Aperçu des points&#xa0;:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Tous les chevalets&#xa0;:</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Pas ici : c’est hors du plateau de cette partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Pas ici : une tuile couvre deux cases voisines</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Pas ici : une de ces cases est déjà occupée</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Pas ici : au premier tour, une tuile doit toucher un symbole imprimé qu’aucune tuile ne touche encore</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Pas ici : cela laisserait une case isolée, une case vide sans voisine vide</translation>
    </message>
</context>
</TS>
